/** Who is asking: null for a visitor. Built from the session and the current users row on every request. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isApproved: boolean;
}

/** Whether the account may bid and buy: approved by the house, or an administrator. */
export function isApprovedMember(account: Pick<Viewer, 'isAdmin' | 'isApproved'>): boolean {
  return account.isApproved || account.isAdmin;
}
