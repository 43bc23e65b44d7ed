/**
 * Socket tickets: a short-lived signed pass that opens the live sockets without a D1 read at the upgrade
 * (docs/decisions/0029). `v1.<payload>.<signature>`, both base64url: the payload is the user's id, the
 * session's id (the token's hash, never the token) and kind, when it was issued and when it expires; the
 * signature is HMAC-SHA-256 of `v1.<payload>` with the house's ticket key. It carries no role and no
 * approval: who may do what is read from D1 wherever it matters (a bid, the administrators' socket).
 */
import { z } from '~/schemas/zod';
import type { SessionKind } from './sessions.server';
import { base64url, fromBase64url } from './tokens.server';

/** A ticket opens sockets for 5 minutes after it is issued (the record says why). */
export const SOCKET_TICKET_TTL_SECONDS = 300;
/** Longer text is refused before any decoding: a real ticket is about 190 characters. */
export const SOCKET_TICKET_MAX_LENGTH = 400;
/** How far in the future an issue time may be (another isolate's clock). */
const CLOCK_SKEW_SECONDS = 60;
const VERSION = 'v1';

export interface SocketTicketClaims {
  userId: number;
  session: { id: string; kind: SessionKind };
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export interface IssuedSocketTicket {
  ticket: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const payloadSchema = z.strictObject({
  u: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  s: z.string().regex(/^[0-9a-f]{64}$/),
  k: z.enum(['c', 'b']),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
});

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Each key is imported once per isolate (a Worker sees one or two: the current and the previous). */
const importedKeys = new Map<string, Promise<CryptoKey>>();
const IMPORTED_KEYS_MAX = 8;

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    if (importedKeys.size >= IMPORTED_KEYS_MAX) importedKeys.clear();
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, key);
  }
  return key;
}

/** A ticket for this session, signed with `secret`, valid for SOCKET_TICKET_TTL_SECONDS from `now`. */
export async function issueSocketTicket(
  secret: string,
  holder: { userId: number; session: { id: string; kind: SessionKind } },
  now = Date.now(),
): Promise<IssuedSocketTicket> {
  const iat = Math.floor(now / 1000);
  const exp = iat + SOCKET_TICKET_TTL_SECONDS;
  const payload = { u: holder.userId, s: holder.session.id, k: holder.session.kind === 'cookie' ? 'c' : 'b', iat, exp };
  const signed = `${VERSION}.${base64url(encoder.encode(JSON.stringify(payload)))}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(signed));
  return { ticket: `${signed}.${base64url(new Uint8Array(signature))}`, expiresAt: exp };
}

/**
 * The claims of a ticket signed with one of `secrets` (the current key, then the previous one) and not
 * expired at `now`; null for anything else. The signature is checked by `crypto.subtle.verify`, in constant
 * time, before the payload is read.
 */
export async function verifySocketTicket(secrets: readonly string[], ticket: string, now = Date.now()): Promise<SocketTicketClaims | null> {
  if (ticket.length > SOCKET_TICKET_MAX_LENGTH) return null;
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return null;
  const payloadBytes = fromBase64url(parts[1]!);
  const signature = fromBase64url(parts[2]!);
  if (!payloadBytes || !signature || signature.length !== 32) return null;
  const signed = encoder.encode(`${VERSION}.${parts[1]}`);
  let valid = false;
  for (const secret of secrets) {
    if (await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, signed)) {
      valid = true;
      break;
    }
  }
  if (!valid) return null;
  const claims = readPayload(payloadBytes);
  if (!claims) return null;
  const nowSeconds = Math.floor(now / 1000);
  const lifetime = claims.expiresAt - claims.issuedAt;
  if (nowSeconds >= claims.expiresAt || claims.issuedAt > nowSeconds + CLOCK_SKEW_SECONDS) return null;
  if (lifetime <= 0 || lifetime > SOCKET_TICKET_TTL_SECONDS) return null;
  return claims;
}

function readPayload(bytes: Uint8Array): SocketTicketClaims | null {
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const { u, s, k, iat, exp } = parsed.data;
  return { userId: u, session: { id: s, kind: k === 'c' ? 'cookie' : 'bearer' }, issuedAt: iat, expiresAt: exp };
}

/** A ticket for the session a request was authenticated with, or null when no key is set (production without its secret). */
export function socketTicketFor(
  keys: readonly string[],
  auth: { user: { id: number }; sessionId: string; kind: SessionKind },
  now = Date.now(),
): Promise<IssuedSocketTicket> | null {
  const key = keys[0];
  return key ? issueSocketTicket(key, { userId: auth.user.id, session: { id: auth.sessionId, kind: auth.kind } }, now) : null;
}

/** When a ticket expires, and how many seconds it has left: all a page is told (the ticket is in its cookies). */
export interface SocketTicketExpiryDto {
  expires_at: string;
  expires_in: number;
}

/** What an API client (bearer) is answered: the ticket itself too. */
export interface SocketTicketDto extends SocketTicketExpiryDto {
  ticket: string;
}

export function socketTicketExpiryDto(issued: IssuedSocketTicket, now = Date.now()): SocketTicketExpiryDto {
  return {
    expires_at: new Date(issued.expiresAt * 1000).toISOString(),
    expires_in: Math.max(0, issued.expiresAt - Math.floor(now / 1000)),
  };
}

export function socketTicketDto(issued: IssuedSocketTicket, now = Date.now()): SocketTicketDto {
  return { ticket: issued.ticket, ...socketTicketExpiryDto(issued, now) };
}

/**
 * A page's ticket travels in cookies no script can read (decision 0036): HttpOnly, SameSite=Strict, Secure
 * and `__Secure-` in production, living as long as the ticket. A cookie's Path is a prefix, so each is scoped
 * as narrowly as the socket paths allow: every lot socket (`/api/auctions/{id}/live`) shares only
 * `/api/auctions/`; the bell and the dashboard have a path of their own each. Only an administrator's account
 * gets the dashboard's (its upgrade reads the session anyway).
 */
export const SOCKET_TICKET_COOKIE_PATHS = {
  lots: '/api/auctions/',
  inbox: '/api/notifications/live',
  admin: '/api/admin/live',
} as const;

export function socketTicketCookieName(appEnv: string): string {
  return appEnv === 'production' ? '__Secure-arremate_ticket' : 'arremate_ticket';
}

function ticketCookie(appEnv: string, path: string, value: string, maxAgeSeconds: number): string {
  const secure = appEnv === 'production' ? '; Secure' : '';
  return `${socketTicketCookieName(appEnv)}=${value}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The `Set-Cookie` values that put a page's ticket where its sockets (and nothing else a script reads) find it. */
export function socketTicketCookies(appEnv: string, issued: IssuedSocketTicket, { admin }: { admin: boolean }, now = Date.now()): string[] {
  const maxAge = socketTicketExpiryDto(issued, now).expires_in;
  const paths = admin ? Object.values(SOCKET_TICKET_COOKIE_PATHS) : [SOCKET_TICKET_COOKIE_PATHS.lots, SOCKET_TICKET_COOKIE_PATHS.inbox];
  return paths.map((path) => ticketCookie(appEnv, path, issued.ticket, maxAge));
}

/** The `Set-Cookie` values that remove every ticket cookie (sign-out, an erased account). */
export function clearSocketTicketCookies(appEnv: string): string[] {
  return Object.values(SOCKET_TICKET_COOKIE_PATHS).map((path) => ticketCookie(appEnv, path, '', 0));
}
