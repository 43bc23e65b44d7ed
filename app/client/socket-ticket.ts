/**
 * The page's socket ticket (docs/decisions/0029, 0036). A signed-in page's ticket travels in HttpOnly cookies
 * scoped to the socket paths, set with its HTML (the root loader) and by `POST /api/auth/socket-ticket`: no
 * script on the page ever reads it, and the live sockets' upgrades carry it by themselves. The page knows only
 * when it expires, so that one about to expire, or one a socket was refused with, is replaced first, once at a
 * time for every socket of the page. A visitor has none, and a page that cannot get one connects with its
 * session cookie as before.
 */
import { liveText } from '~/i18n/pt-BR-live';
import { apiRequest } from './api-request';

/** What the root loader and the endpoint tell a page: when its ticket expires, and the seconds it has left. */
export interface SocketTicketGrant {
  expires_at: string;
  expires_in: number;
}

/** A ticket is replaced this long before it expires (a reconnect takes a moment). */
const RENEW_BEFORE_MS = 30_000;

/** When the ticket in the page's cookies should be replaced; null when the page holds none. */
let renewAt: number | null = null;
let signedIn = false;
let renewing: Promise<boolean> | null = null;
/** The expiry the page's data last carried (undefined: none seen yet), so a re-render does not hold it again. */
let pageExpiry: string | null | undefined;

/** The page's ticket as its HTML (or a revalidation) announced it; null for a visitor's page. */
export function holdSocketTicket(grant: SocketTicketGrant | null, now = Date.now()): void {
  signedIn = grant !== null;
  renewAt = grant ? now + grant.expires_in * 1000 - RENEW_BEFORE_MS : null;
}

/**
 * The ticket the page's data announces (the root loader's, on the first render and after each revalidation);
 * called while rendering, so that the sockets opened by the page's effects already know of it.
 */
export function holdPageSocketTicket(grant: SocketTicketGrant | null): void {
  const expiry = grant?.expires_at ?? null;
  if (expiry === pageExpiry) return;
  pageExpiry = expiry;
  holdSocketTicket(grant);
}

/** A socket that went with the page's ticket was refused: the next connect asks for a fresh one. */
export function dropSocketTicket(): void {
  renewAt = null;
}

/**
 * Whether the page's cookies hold a ticket good for the next connect, asking for a fresh one when it is about
 * to expire or was dropped; false for a visitor, or when none is to be had (the session cookie is used).
 */
export function socketTicketReady(now = Date.now()): Promise<boolean> {
  if (renewAt !== null && now < renewAt) return Promise.resolve(true);
  if (!signedIn) return Promise.resolve(false);
  renewing ??= renewTicket().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function renewTicket(): Promise<boolean> {
  const answer = await apiRequest<SocketTicketGrant>('/api/auth/socket-ticket', {
    method: 'POST',
    fallbackError: liveText.socket.ticketUnavailable,
  });
  if (answer.ok) {
    holdSocketTicket(answer.data);
    return true;
  }
  // Signed out meanwhile: no more tickets until a page says otherwise.
  if (answer.status === 401) holdSocketTicket(null);
  return false;
}
