/** The password check under the sign-in limits; `signInWithPassword` (sign-in.server.ts) is its caller. */
import { and, eq, isNull } from 'drizzle-orm';
import { authMessages } from '~/i18n/auth-messages';
import { normalizeEmail } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { users, type UserRow } from '~/server/db/schema';
import { hitRateLimits, RATE_LIMITS, refundRateLimits } from '~/server/platform/rate-limit.server';
import { hashPassword, needsRehash, verifyPassword } from './password.server';

export type PasswordCheck = { ok: true; user: UserRow } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/** The account an e-mail signs in to: not deleted. */
export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks e-mail and password under the per-(account, address) and per-address limits, which count wrong
 * passwords (a right one is refunded). Guesses from one address hold back that address only: nobody can
 * lock an account's owner out (a bidder before a close) by failing on purpose from elsewhere. An unknown
 * e-mail costs the same scrypt work and gets the same answer as a wrong password.
 */
export async function checkPassword(db: Db, email: string, password: string, ip: string): Promise<PasswordCheck> {
  const keys = [`login:acct-ip:${normalizeEmail(email)}:${ip}`, `login:ip:${ip}`];
  const limited = await hitRateLimits(db, [
    [keys[0]!, RATE_LIMITS.loginPerAccountAndAddress],
    [keys[1]!, RATE_LIMITS.loginPerIp],
  ]);
  if (!limited.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds };
  const user = await findActiveUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('arremate-dummy-password-1');
    await verifyPassword(password, await dummyHash);
    return { ok: false, status: 401, message: authMessages.invalidCredentials };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, status: 401, message: authMessages.invalidCredentials };
  // The limits are for guesses: a right password gives its attempt back.
  await refundRateLimits(db, keys);
  if (needsRehash(user.passwordHash)) return { ok: true, user: await rehashPassword(db, user, password) };
  return { ok: true, user };
}

/**
 * A hash made with weaker parameters than today's is replaced, at the one moment the password is known:
 * a successful sign-in. Only if the stored hash is still the one just checked (a concurrent change wins).
 */
async function rehashPassword(db: Db, user: UserRow, password: string): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning();
  return updated ?? user;
}
