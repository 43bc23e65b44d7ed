/**
 * A browser that signed in to an account keeps an HttpOnly cookie naming it (a random token; D1 keeps its
 * hash and the account). Its sign-in attempts for that account have a budget of their own: a stranger who
 * spends the account's budget slows other strangers down, never the owner on their own device
 * (decision 0036).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client.server';
import { signInDevices } from '~/server/db/schema';
import { readCookie } from './request-auth.server';
import { randomToken, sha256Hex } from './tokens.server';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function deviceCookieName(appEnv: string) {
  return appEnv === 'production' ? '__Host-arremate_device' : 'arremate_device';
}

/** HttpOnly, SameSite=Lax, Path=/, a year; `__Host-` and Secure in production. */
export function deviceCookie(appEnv: string, token: string): string {
  const secure = appEnv === 'production' ? '; Secure' : '';
  return `${deviceCookieName(appEnv)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${YEAR_SECONDS}${secure}`;
}

/** The device cookie's token on a request, or null. */
export function deviceTokenOf(request: Request, appEnv: string): string | null {
  const token = readCookie(request, deviceCookieName(appEnv));
  return token && token.length <= 200 ? token : null;
}

/** The hash naming this browser's budget for the account, when the cookie is one the account's sign-in set; else null. */
export async function knownDevice(db: Db, token: string | null, userId: number): Promise<string | null> {
  if (!token) return null;
  const hash = await sha256Hex(token);
  const [row] = await db
    .select({ hash: signInDevices.tokenHash })
    .from(signInDevices)
    .where(and(eq(signInDevices.tokenHash, hash), eq(signInDevices.userId, userId)))
    .limit(1);
  return row ? hash : null;
}

/** After a successful sign-in: the token the browser's device cookie should hold (a new one unless its own is the account's). */
export async function rememberDevice(db: Db, userId: number, current: string | null): Promise<string | null> {
  if (await knownDevice(db, current, userId)) return null;
  const token = randomToken();
  await db.insert(signInDevices).values({ tokenHash: await sha256Hex(token), userId });
  return token;
}
