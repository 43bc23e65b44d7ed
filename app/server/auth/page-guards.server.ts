/**
 * Guards for Remix pages, on the server. A visitor is sent home with the page remembered (the login modal
 * opens and returns there); an unapproved account sees 'Conta Pendente de Aprovação'; a non-admin on an
 * admin page sees 'Acesso Negado' (HTTP 403).
 */
import { data, redirect } from '@remix-run/cloudflare';
import { isApprovedMember, type Viewer } from './viewer';

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

export function requireAdminViewer(context: GuardContext, request: Request): Viewer {
  const viewer = requireViewer(context, request);
  if (!viewer.isAdmin) throw data({ reason: 'forbidden' satisfies DeniedReason }, { status: 403 });
  return viewer;
}
