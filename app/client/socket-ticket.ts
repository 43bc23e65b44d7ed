/**
 * The page's socket ticket (docs/decisions/0029): a signed-in page gets one with its HTML (the root loader)
 * and the live sockets offer it as a subprotocol, `ticket.<ticket>` beside `arremate`, so their upgrades cost
 * no session read. One that is about to expire, or that a socket was refused with, is replaced by one from
 * `POST /api/auth/socket-ticket`, once at a time for every socket of the page. A visitor has none, and a
 * page that cannot get one connects with its cookie as before.
 */
import { liveText } from '~/i18n/pt-BR-live';
import { apiRequest } from './api-request';

/** What the root loader and the endpoint give: the ticket and the seconds it has left. */
export interface SocketTicketGrant {
  ticket: string;
  expires_in: number;
}

/** A ticket is replaced this long before it expires (a reconnect takes a moment). */
const RENEW_BEFORE_MS = 30_000;

let held: { ticket: string; renewAt: number } | null = null;
let signedIn = false;
let renewing: Promise<string | null> | null = null;
/** The last ticket a page's data carried (undefined: none seen yet), so a re-render does not hold it again. */
let pageTicket: string | null | undefined;

/** The page's ticket as its HTML (or a revalidation) carried it; null for a visitor's page. */
export function holdSocketTicket(grant: SocketTicketGrant | null, now = Date.now()): void {
  signedIn = grant !== null;
  held = grant ? { ticket: grant.ticket, renewAt: now + grant.expires_in * 1000 - RENEW_BEFORE_MS } : null;
}

/**
 * The ticket the page's data carries (the root loader's, on the first render and after each revalidation);
 * called while rendering, so that the sockets opened by the page's effects already have it.
 */
export function holdPageSocketTicket(grant: SocketTicketGrant | null): void {
  const ticket = grant?.ticket ?? null;
  if (ticket === pageTicket) return;
  pageTicket = ticket;
  holdSocketTicket(grant);
}

/** A socket was refused with this ticket: the next one asks for a fresh ticket. */
export function dropSocketTicket(ticket: string): void {
  if (held?.ticket === ticket) held = null;
}

/** A ticket good for the next connect, or null (a visitor, or none to be had: the cookie is used). */
export function socketTicket(now = Date.now()): Promise<string | null> {
  if (held && now < held.renewAt) return Promise.resolve(held.ticket);
  if (!signedIn) return Promise.resolve(null);
  renewing ??= renewTicket().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function renewTicket(): Promise<string | null> {
  const answer = await apiRequest<SocketTicketGrant>('/api/auth/socket-ticket', {
    method: 'POST',
    fallbackError: liveText.socket.ticketUnavailable,
  });
  if (answer.ok) {
    holdSocketTicket(answer.data);
    return answer.data.ticket;
  }
  // Signed out meanwhile: no more tickets until a page says otherwise.
  if (answer.status === 401) holdSocketTicket(null);
  return null;
}

/** The subprotocols a live socket offers with a ticket. */
export function ticketProtocols(ticket: string): string[] {
  return ['arremate', `ticket.${ticket}`];
}
