/**
 * The cron's housekeeping: rows whose time is up. Expired sessions and refresh tokens, WebAuthn and 2FA
 * challenges, used or expired password-reset links, rate-limit windows long over (the longest is an hour),
 * and mail sent more than 90 days ago (retention: the outbox is no archive of what people were told).
 */
import { and, eq, lt, or, isNotNull } from 'drizzle-orm';
import { purgeExpired } from '~/server/auth/sessions.server';
import type { Db } from '~/server/db/client.server';
import { authChallenges, mailOutbox, passwordResetTokens, rateLimits } from '~/server/db/schema';

const DAY_MS = 24 * 60 * 60_000;
const RATE_LIMIT_ROWS_KEPT_MS = DAY_MS;
export const SENT_MAIL_KEPT_MS = 90 * DAY_MS;

export async function purgeStaleRows(db: Db, now = Date.now()): Promise<void> {
  const nowIso = new Date(now).toISOString();
  await purgeExpired(db, now);
  await db.batch([
    db.delete(authChallenges).where(lt(authChallenges.expiresAt, nowIso)),
    db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, nowIso), isNotNull(passwordResetTokens.usedAt))),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - RATE_LIMIT_ROWS_KEPT_MS).toISOString())),
    db.delete(mailOutbox).where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, new Date(now - SENT_MAIL_KEPT_MS).toISOString()))),
  ]);
}
