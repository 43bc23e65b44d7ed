/** Who is asking: null for a visitor. Built from the session on every request (accounts issue). */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isApproved: boolean;
}
