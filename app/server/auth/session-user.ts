/** The signed-in user as every page knows it (root loader): enough for the header and the guards. */
import type { UserRow } from '~/server/db/schema';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isApproved: boolean;
  /** Phone or CEP missing: the 'Complete seu perfil' prompt applies. */
  profileIncomplete: boolean;
  /** The prompt is shown once per user. */
  profilePromptShown: boolean;
}

export function toSessionUser(user: UserRow): SessionUser {
  const phoneDigits = (user.phone ?? '').replace(/\D/g, '').length;
  const cepDigits = (user.cep ?? '').replace(/\D/g, '').length;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    isApproved: user.isApproved,
    profileIncomplete: phoneDigits < 10 || cepDigits !== 8,
    profilePromptShown: user.profilePromptShownAt !== null,
  };
}
