/** Who is asking (the two shapes in schemas/viewer.ts), made from the current users row on every request. */
import type { SessionUser, Viewer } from '~/schemas/viewer';
import type { UserRow } from '~/server/db/schema';

/**
 * `actsAsAdmin`: whether the session may act as an administrator (`sessionActsAsAdmin`: the role and a session
 * opened or raised with a second factor); an administrator's password-only session is a member's.
 */
export function toViewer(row: UserRow, actsAsAdmin = row.isAdmin): Viewer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin && actsAsAdmin,
    isApproved: row.isApproved,
    biddingSuspended: row.biddingSuspendedAt !== null,
  };
}

export function toSessionUser(row: UserRow, actsAsAdmin = row.isAdmin): SessionUser {
  const phoneDigits = (row.phone ?? '').replace(/\D/g, '').length;
  const cepDigits = (row.cep ?? '').replace(/\D/g, '').length;
  return {
    ...toViewer(row, actsAsAdmin),
    profileIncomplete: phoneDigits < 10 || cepDigits !== 8,
    profilePromptShown: row.profilePromptShownAt !== null,
  };
}

/** Whether the account may bid and buy: approved by the house, or an administrator. */
export function isApprovedMember(account: Pick<Viewer, 'isAdmin' | 'isApproved'>): boolean {
  return account.isApproved || account.isAdmin;
}
