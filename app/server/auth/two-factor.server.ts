/**
 * Two-factor authentication: set-up (secret + QR), enabling with a code (10 single-use backup codes,
 * stored hashed), disabling, and the second step of a login. Each TOTP code is usable once.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { networkKey } from '~/domain/network-address';
import { authMessages } from '~/i18n/auth-messages';
import { firstRefusal, twoFactorCode, twoFactorDisableSchema, twoFactorSchema } from '~/schemas/auth';
import type { Db } from '~/server/db/client.server';
import { authChallenges, backupCodes, totpSecrets, users, type UserRow } from '~/server/db/schema';
import { audit } from '~/server/platform/audit.server';
import { qrCodeDataUrl } from '~/server/platform/qr-code.server';
import { hitRateLimit, hitRateLimits, RATE_LIMITS, refundRateLimits } from '~/server/platform/rate-limit.server';
import { verifyPassword } from './password.server';
import { sendSecurityNotice } from './security-notices.server';
import { randomToken, sha256Hex } from './tokens.server';
import { matchTotpStep, newTotpSecret, otpauthUri } from './totp.server';

export const BACKUP_CODE_COUNT = 10;
const LOGIN_CHALLENGE_MS = 5 * 60_000;
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type TwoFactorResult<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 401 | 403 | 409 | 422 | 429; message: string; retryAfterSeconds?: number };

const normalizeBackup = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newBackupCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = [...bytes].map((b) => BACKUP_ALPHABET[b % BACKUP_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export async function setupTwoFactor(
  db: Db,
  user: UserRow,
): Promise<TwoFactorResult<{ qr_code: string; secret: string; otpauth_url: string }>> {
  if (user.twoFactorEnabled) return { ok: false, status: 409, message: authMessages.twoFactorAlreadyOn };
  const secret = newTotpSecret();
  await db
    .insert(totpSecrets)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: totpSecrets.userId, set: { secret, enabledAt: null, lastUsedStep: null } });
  const uri = otpauthUri(secret, user.email);
  return { ok: true, value: { qr_code: qrCodeDataUrl(uri), secret, otpauth_url: uri } };
}

/** Accepts a TOTP code once: its time step must be newer than the last one used. */
async function consumeTotp(
  db: Db,
  userId: number,
  token: string,
  { requireEnabled }: { requireEnabled: boolean },
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId)).limit(1);
  if (!row || (requireEnabled && !row.enabledAt)) return false;
  const step = matchTotpStep(row.secret, token, now);
  if (step === null) return false;
  const claimed = await db
    .update(totpSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(totpSecrets.userId, userId), sql`coalesce(${totpSecrets.lastUsedStep}, -1) < ${step}`))
    .returning({ userId: totpSecrets.userId });
  return claimed.length === 1;
}

async function consumeBackupCode(db: Db, userId: number, code: string, now = Date.now()): Promise<boolean> {
  const hash = await sha256Hex(normalizeBackup(code));
  const used = await db
    .update(backupCodes)
    .set({ usedAt: new Date(now).toISOString() })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, hash), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return used.length === 1;
}

export async function enableTwoFactor(
  db: Db,
  user: UserRow,
  token: string,
  ip: string,
): Promise<TwoFactorResult<{ backup_codes: string[] }>> {
  if (user.twoFactorEnabled) return { ok: false, status: 409, message: authMessages.twoFactorAlreadyOn };
  const refused = firstRefusal(twoFactorCode, token);
  if (refused) return { ok: false, status: 422, message: refused };
  const limited = await hitRateLimit(db, `2fa:acct:${user.id}`, RATE_LIMITS.twoFactorPerAccount);
  if (!limited.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds };
  if (!(await consumeTotp(db, user.id, token, { requireEnabled: false })))
    return { ok: false, status: 400, message: authMessages.invalidTwoFactor };
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  const hashes = await Promise.all(codes.map((c) => sha256Hex(normalizeBackup(c))));
  const now = new Date().toISOString();
  await db.batch([
    db.update(totpSecrets).set({ enabledAt: now }).where(eq(totpSecrets.userId, user.id)),
    db.update(users).set({ twoFactorEnabled: true, updatedAt: now }).where(eq(users.id, user.id)),
    db.delete(backupCodes).where(eq(backupCodes.userId, user.id)),
    db.insert(backupCodes).values(hashes.map((codeHash) => ({ userId: user.id, codeHash }))),
  ]);
  await audit(db, { actorUserId: user.id, action: 'user.2fa_enable', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'two_factor_enabled');
  return { ok: true, value: { backup_codes: codes } };
}

/** Turning 2FA off asks for the password and a current code. */
export async function disableTwoFactor(db: Db, user: UserRow, password: string, token: string, ip: string): Promise<TwoFactorResult<null>> {
  if (!user.twoFactorEnabled) return { ok: false, status: 409, message: authMessages.twoFactorAlreadyOff };
  const refused = firstRefusal(twoFactorDisableSchema, { password, token });
  if (refused) return { ok: false, status: 422, message: refused };
  const limited = await hitRateLimit(db, `2fa:acct:${user.id}`, RATE_LIMITS.twoFactorPerAccount);
  if (!limited.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds };
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, status: 401, message: authMessages.wrongPassword };
  if (!(await consumeTotp(db, user.id, token, { requireEnabled: true })))
    return { ok: false, status: 400, message: authMessages.invalidTwoFactor };
  await db.batch([
    db.delete(totpSecrets).where(eq(totpSecrets.userId, user.id)),
    db.delete(backupCodes).where(eq(backupCodes.userId, user.id)),
    db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date().toISOString() }).where(eq(users.id, user.id)),
  ]);
  await audit(db, { actorUserId: user.id, action: 'user.2fa_disable', targetType: 'user', targetId: user.id, ip });
  await sendSecurityNotice(db, user, 'two_factor_disabled');
  return { ok: true, value: null };
}

/**
 * A code presented by a signed-in holder (raising a session, or a step-up before a sensitive action): a TOTP
 * code, or a backup code when `token` is empty. Counts against the account's and the address's 2FA limits;
 * a right one gives its attempt back (as a right password does). Returns the factor it proved.
 */
export async function verifyFactorCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'twoFactorEnabled'>,
  input: { token: string; backupCode: string; ip: string },
  now = Date.now(),
): Promise<TwoFactorResult<'totp' | 'backup_code'>> {
  if (!user.twoFactorEnabled) return { ok: false, status: 409, message: authMessages.twoFactorAlreadyOff };
  const useBackup = !input.token && input.backupCode !== '';
  const refused = firstRefusal(
    twoFactorSchema,
    useBackup ? { useBackup, backupCode: input.backupCode } : { useBackup, token: input.token },
  );
  if (refused) return { ok: false, status: 422, message: refused };
  const keys = [`2fa:acct:${user.id}`, `2fa:ip:${networkKey(input.ip)}`];
  const limited = await hitRateLimits(db, [
    [keys[0]!, RATE_LIMITS.twoFactorPerAccount],
    [keys[1]!, RATE_LIMITS.twoFactorPerIp],
  ]);
  if (!limited.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds };
  const ok = useBackup
    ? await consumeBackupCode(db, user.id, input.backupCode, now)
    : await consumeTotp(db, user.id, input.token, { requireEnabled: true }, now);
  if (!ok) return { ok: false, status: 400, message: authMessages.invalidTwoFactor };
  await refundRateLimits(db, keys);
  return { ok: true, value: useBackup ? 'backup_code' : 'totp' };
}

/** After a correct password on a 2FA account: a short-lived challenge the second step must present. */
export async function startTwoFactorLogin(db: Db, userId: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now).toISOString()));
  await db.insert(authChallenges).values({
    id: await sha256Hex(token),
    userId,
    purpose: 'two_factor_login',
    challenge: 'password-ok',
    expiresAt: new Date(now + LOGIN_CHALLENGE_MS).toISOString(),
  });
  return token;
}

/** The second step of a login: a TOTP code or a backup code, for the user whose password was just checked. */
export async function finishTwoFactorLogin(
  db: Db,
  input: { userId: number; challenge: string; token: string; backupCode: string; useBackup: boolean; ip: string },
  now = Date.now(),
): Promise<TwoFactorResult<UserRow>> {
  const { useBackup } = input;
  const refused = firstRefusal(
    twoFactorSchema,
    useBackup ? { useBackup, backupCode: input.backupCode } : { useBackup, token: input.token },
  );
  if (refused) return { ok: false, status: 422, message: refused };
  const id = input.challenge ? await sha256Hex(input.challenge) : '';
  const [challenge] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, 'two_factor_login'),
        gt(authChallenges.expiresAt, new Date(now).toISOString()),
      ),
    )
    .limit(1);
  if (!challenge || challenge.userId !== input.userId) return { ok: false, status: 401, message: authMessages.twoFactorExpired };
  const limited = await hitRateLimits(db, [
    [`2fa:acct:${input.userId}`, RATE_LIMITS.twoFactorPerAccount],
    [`2fa:ip:${networkKey(input.ip)}`, RATE_LIMITS.twoFactorPerIp],
  ]);
  if (!limited.allowed)
    return { ok: false, status: 429, message: authMessages.tooManyAttempts, retryAfterSeconds: limited.retryAfterSeconds };
  const ok = useBackup
    ? await consumeBackupCode(db, input.userId, input.backupCode, now)
    : await consumeTotp(db, input.userId, input.token, { requireEnabled: true }, now);
  if (!ok) return { ok: false, status: 400, message: authMessages.invalidTwoFactor };
  await db.delete(authChallenges).where(eq(authChallenges.id, id));
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return { ok: false, status: 401, message: authMessages.twoFactorExpired };
  return { ok: true, value: user };
}
