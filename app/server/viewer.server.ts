/** Who is asking: null for a visitor. Built from the session and the current users row on every request. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isApproved: boolean;
}
