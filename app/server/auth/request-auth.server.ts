/** Who sent a request: the session cookie (browser) or `Authorization: Bearer` (API clients). */
import type { Db } from '~/server/db/client.server';
import type { SessionFactor, UserRow } from '~/server/db/schema';
import { SESSION_COOKIE_DEV, SESSION_COOKIE_SECURE } from './session-cookie';
import { resolveSession, SESSION_POLICY, type SessionKind } from './sessions.server';

export interface RequestAuth {
  user: UserRow;
  kind: SessionKind;
  token: string;
  /** The session's id (the token's hash). */
  sessionId: string;
  /** When the holder last signed in or confirmed the password. */
  authenticatedAt: string;
  /** A bearer session's refresh-token family. */
  refreshFamilyId: string | null;
  /** How the session was opened or last raised ('password': with the password alone). */
  factor: SessionFactor;
  /** When the holder last presented a second factor; null for a password-only session. */
  factorAt: string | null;
  /** The user's favorite lot ids when read with the session (a page request's); null otherwise. */
  favoriteIds: number[] | null;
}

const isProduction = (appEnv: string) => appEnv === 'production';

export function sessionCookieName(appEnv: string) {
  return isProduction(appEnv) ? SESSION_COOKIE_SECURE : SESSION_COOKIE_DEV;
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** HttpOnly, SameSite=Lax, Path=/; `__Host-` and Secure in production. */
export function sessionCookie(appEnv: string, token: string, maxAgeSeconds = SESSION_POLICY.cookie.absoluteMs / 1000): string {
  const secure = isProduction(appEnv) ? '; Secure' : '';
  return `${sessionCookieName(appEnv)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The pending second step of a login (password already checked), for 5 minutes. */
export function twoFactorCookieName(appEnv: string) {
  return isProduction(appEnv) ? '__Host-arremate_2fa' : 'arremate_2fa';
}

export function twoFactorCookie(appEnv: string, token: string, maxAgeSeconds = 300): string {
  const secure = isProduction(appEnv) ? '; Secure' : '';
  return `${twoFactorCookieName(appEnv)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearSessionCookie(appEnv: string): string {
  return sessionCookie(appEnv, '', 0);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m ? m[1]! : null;
}

/** Who sent the request, in one D1 query (`withFavorites`: with the user's favorite lot ids, in the same query). */
export async function authenticateRequest(
  db: Db,
  request: Request,
  appEnv: string,
  { withFavorites = false }: { withFavorites?: boolean } = {},
): Promise<RequestAuth | null> {
  const bearer = bearerToken(request);
  const kind: SessionKind = bearer ? 'bearer' : 'cookie';
  const token = bearer ?? readCookie(request, sessionCookieName(appEnv));
  if (!token) return null;
  const found = await resolveSession(db, token, kind, { withFavorites });
  return found
    ? {
        user: found.user,
        kind,
        token,
        sessionId: found.sessionId,
        authenticatedAt: found.authenticatedAt,
        refreshFamilyId: found.refreshFamilyId,
        factor: found.factor,
        factorAt: found.factorAt,
        favoriteIds: found.favoriteIds,
      }
    : null;
}

/**
 * An API client asks for bearer and refresh tokens with this header on its sign-in call; without it a
 * sign-in is a browser's: an HttpOnly cookie, and no token in the JSON a page's script could read.
 */
export const API_CLIENT_HEADER = 'X-Arremate-Client';

export function isApiClient(request: Request): boolean {
  return request.headers.get(API_CLIENT_HEADER)?.trim().toLowerCase() === 'api';
}

/** The client's IP as Cloudflare reports it (locally: loopback). */
export function clientIp(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '127.0.0.1';
}

/** Methods that change nothing: no CSRF check. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that relies on the cookie must come from our own origin. Browsers send
 * `Origin` on every cross-site POST/PUT/DELETE; bearer requests are exempt (no ambient credential).
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin) return origin === new URL(request.url).origin;
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}
