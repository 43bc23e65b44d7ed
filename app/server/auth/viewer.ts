/**
 * Who is asking, in the two shapes the code passes around:
 * - `Viewer`: the signed-in account as the server knows it on every request, read from the session and the
 *   current users row (never from a token's claims); null for a visitor. Guards and services take it.
 * - `SessionUser`: what every page gets of it from the root loader: the Viewer, and what the header's
 *   'Complete seu perfil' prompt needs. The browser only ever sees this one.
 */
import type { UserRow } from '~/server/db/schema';

export interface Viewer {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isApproved: boolean;
  /** Bidding suspended for non-payment until an administrator lifts it (domain/non-payment.ts). */
  biddingSuspended: boolean;
}

export interface SessionUser extends Viewer {
  /** Phone or CEP missing: the 'Complete seu perfil' prompt applies. */
  profileIncomplete: boolean;
  /** The prompt is shown once per user. */
  profilePromptShown: boolean;
}

export function toViewer(row: UserRow): Viewer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.isAdmin,
    isApproved: row.isApproved,
    biddingSuspended: row.biddingSuspendedAt !== null,
  };
}

export function toSessionUser(row: UserRow): SessionUser {
  const phoneDigits = (row.phone ?? '').replace(/\D/g, '').length;
  const cepDigits = (row.cep ?? '').replace(/\D/g, '').length;
  return {
    ...toViewer(row),
    profileIncomplete: phoneDigits < 10 || cepDigits !== 8,
    profilePromptShown: row.profilePromptShownAt !== null,
  };
}

/** Whether the account may bid and buy: approved by the house, or an administrator. */
export function isApprovedMember(account: Pick<Viewer, 'isAdmin' | 'isApproved'>): boolean {
  return account.isApproved || account.isAdmin;
}
