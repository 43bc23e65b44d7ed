/**
 * Guards for Remix pages, on the server. A visitor is sent home with the page remembered (the login modal
 * opens and returns there); an unapproved account sees 'Conta Pendente de Aprovação'; a non-admin on an
 * admin page sees 'Acesso Negado' (HTTP 403); an administrator without a second factor is sent to Meu
 * Perfil's security section to set one up, with the reason shown there.
 */
import { data, redirect } from '@remix-run/cloudflare';
import type { Viewer } from '~/schemas/viewer';
import type { Db } from '~/server/db/client.server';
import type { Settings } from '~/server/platform/settings.server';
import { adminStanding } from './admin-access.server';
import type { RequestAuth } from './request-auth.server';
import { isApprovedMember } from './viewer';

export const LOGIN_PARAM = 'entrar';
export const REDIRECT_PARAM = 'redirectTo';

export type DeniedReason = 'pending' | 'forbidden';

export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  return `/?${LOGIN_PARAM}=1&${REDIRECT_PARAM}=${encodeURIComponent(url.pathname + url.search)}`;
}

interface GuardContext {
  viewer: Viewer | null;
}

export function requireViewer(context: GuardContext, request: Request): Viewer {
  if (!context.viewer) throw redirect(loginRedirectUrl(request));
  return context.viewer;
}

export function requireApprovedViewer(context: GuardContext, request: Request): Viewer {
  const viewer = requireViewer(context, request);
  if (!isApprovedMember(viewer)) throw data({ reason: 'pending' satisfies DeniedReason }, { status: 403 });
  return viewer;
}

/** Where an administrator without a second factor is sent: Meu Perfil, at its security section, with the reason. */
export const SECOND_FACTOR_NOTICE_PARAM = 'aviso';
export const SECOND_FACTOR_NOTICE = 'admin-2fa';
export const ADMIN_SECOND_FACTOR_SETUP_URL = `/perfil?${SECOND_FACTOR_NOTICE_PARAM}=${SECOND_FACTOR_NOTICE}#security`;
/** Where an administrator whose session was opened with the password alone is sent: to raise it (decision 0036). */
export const SESSION_RAISE_NOTICE = 'admin-elevar';
export const ADMIN_SESSION_RAISE_URL = `/perfil?${SECOND_FACTOR_NOTICE_PARAM}=${SESSION_RAISE_NOTICE}#security`;

interface AdminGuardContext extends GuardContext {
  auth: RequestAuth | null;
  db: Db;
  settings: Pick<Settings, 'adminSecondFactorExempt'>;
}

/**
 * An administrator with a second factor, on a session opened or raised with it; `deniedMessage` is a page's
 * own wording of 'Acesso Negado'. One whose session was opened with the password alone is sent to raise it.
 */
export async function requireAdminViewer(context: AdminGuardContext, request: Request, deniedMessage?: string): Promise<Viewer> {
  const viewer = requireViewer(context, request);
  if (!context.auth?.user.isAdmin)
    throw data({ reason: 'forbidden' satisfies DeniedReason, ...(deniedMessage ? { message: deniedMessage } : {}) }, { status: 403 });
  const standing = await adminStanding(context.db, context.settings.adminSecondFactorExempt, context.auth.user, context.auth);
  if (standing === 'setup') throw redirect(ADMIN_SECOND_FACTOR_SETUP_URL);
  if (standing === 'raise') throw redirect(ADMIN_SESSION_RAISE_URL);
  return viewer;
}
