/** The password check under the sign-in limits; `signInWithPassword` (sign-in.server.ts) is its caller. */
import { and, eq, isNull } from 'drizzle-orm';
import { networkKey } from '~/domain/network-address';
import { authMessages } from '~/i18n/auth-messages';
import { normalizeEmail } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { users, type UserRow } from '~/server/db/schema';
import { hitRateLimit, hitRateLimits, RATE_LIMITS, refundRateLimits } from '~/server/platform/rate-limit.server';
import { hashPassword, needsRehash, verifyPassword } from './password.server';
import { knownDevice } from './sign-in-devices.server';

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
 * Checks e-mail and password under the sign-in limits, which count wrong passwords (a right one is refunded).
 * Addresses are keyed on their network (an IPv6 address on its /64: `networkKey`). Guesses from one network
 * hold back that network (per account and overall); guesses for one account from every network together spend
 * the account's budget, past which it is slowed (one attempt at a time), never locked. A browser that signed in
 * to the account before (its device cookie, `knownDevice`) has a budget of its own instead: nobody can lock an
 * account's owner out (a bidder before a close) by failing on purpose from elsewhere. An unknown e-mail costs
 * the same scrypt work and gets the same answer as a wrong password.
 */
export async function checkPassword(
  db: Db,
  email: string,
  password: string,
  ip: string,
  deviceToken: string | null = null,
): Promise<PasswordCheck> {
  const account = normalizeEmail(email);
  const network = networkKey(ip);
  const user = await findActiveUserByEmail(db, account);
  const device = user ? await knownDevice(db, deviceToken, user.id) : null;
  const keys = device
    ? [`login:device:${device}`]
    : [`login:acct-ip:${account}:${network}`, `login:ip:${network}`, `login:acct-any:${account}`];
  const refused = await limitAttempt(db, keys, account);
  if (refused) return refused;
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

/** Counts one attempt under `keys` (a device's one key, or the network's two and the account's): the refusal, if any. */
async function limitAttempt(db: Db, keys: string[], account: string): Promise<PasswordCheck | null> {
  const tooMany = (retryAfterSeconds: number) =>
    ({ ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds }) as const;
  if (keys.length === 1) {
    const limited = await hitRateLimit(db, keys[0]!, RATE_LIMITS.loginPerDevice);
    return limited.allowed ? null : tooMany(limited.retryAfterSeconds);
  }
  const [accountAndNetwork, network, accountWide] = keys as [string, string, string];
  const limited = await hitRateLimits(db, [
    [accountAndNetwork, RATE_LIMITS.loginPerAccountAndAddress],
    [network, RATE_LIMITS.loginPerIp],
  ]);
  if (!limited.allowed) return tooMany(limited.retryAfterSeconds);
  if ((await hitRateLimit(db, accountWide, RATE_LIMITS.loginPerAccountAnyAddress)).allowed) return null;
  // The account's budget is spent: slowed, one attempt at a time for everyone but its owner's devices.
  const slowed = await hitRateLimit(db, `login:acct-slow:${account}`, RATE_LIMITS.loginPerAccountSlowed);
  return slowed.allowed ? null : tooMany(slowed.retryAfterSeconds);
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
