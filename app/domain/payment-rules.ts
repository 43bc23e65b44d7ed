/**
 * The payment's rules after the hammer, pure: its deadline and when it is overdue, its PIX reference, who
 * may be offered a lot as its second chance, and how long such an offer stands.
 */
import { zonedParts } from './sao-paulo-time';

/** A winner has this long after the close to pay, unless the house configures otherwise. */
export const DEFAULT_PAYMENT_DEADLINE_HOURS = 72;

/** A second-chance offer stands this long. */
export const SECOND_CHANCE_HOURS = 48;

const HOUR_MS = 3_600_000;

/** The deadline of a payment created at `closedAt`. */
export function paymentDueAt(closedAt: string, deadlineHours = DEFAULT_PAYMENT_DEADLINE_HOURS): string {
  return new Date(Date.parse(closedAt) + deadlineHours * HOUR_MS).toISOString();
}

/** A payment's deadline: its own, or (for one made before deadlines were recorded) counted from its creation. */
export function effectiveDueAt(
  payment: { dueAt: string | null; createdAt: string },
  deadlineHours = DEFAULT_PAYMENT_DEADLINE_HOURS,
): string {
  return payment.dueAt ?? paymentDueAt(payment.createdAt, deadlineHours);
}

/** A payment still pending past its deadline. */
export function isOverdue(payment: { status: string; dueAt: string | null }, now: number): boolean {
  return payment.status === 'pending' && payment.dueAt !== null && Date.parse(payment.dueAt) < now;
}

/** The PIX reference (txid) of a payment: letters and digits, the same every time it is shown. */
export function paymentTxid(paymentId: number): string {
  return `ARREMATE${String(paymentId).padStart(8, '0')}`;
}

/** When a second-chance offer made at `offeredAt` lapses. */
export function secondChanceExpiresAt(offeredAt: number): string {
  return new Date(offeredAt + SECOND_CHANCE_HOURS * HOUR_MS).toISOString();
}

/**
 * The bidder a lot goes to next: the highest last bid among bidders who have not held or refused it yet
 * (the winner, and anyone already offered it). Null when nobody is left.
 */
export function secondChanceCandidate(
  log: readonly { userId: number; amountCents: number; seq: number }[],
  excluded: ReadonlySet<number>,
): { userId: number; amountCents: number } | null {
  const lastBid = new Map<number, { amountCents: number; seq: number }>();
  for (const bid of log) {
    const previous = lastBid.get(bid.userId);
    if (!previous || bid.seq > previous.seq) lastBid.set(bid.userId, { amountCents: bid.amountCents, seq: bid.seq });
  }
  let best: { userId: number; amountCents: number; seq: number } | null = null;
  for (const [userId, bid] of lastBid) {
    if (excluded.has(userId)) continue;
    if (!best || bid.amountCents > best.amountCents || (bid.amountCents === best.amountCents && bid.seq < best.seq)) {
      best = { userId, ...bid };
    }
  }
  return best && { userId: best.userId, amountCents: best.amountCents };
}

/** A 6-digit code from 6 random bytes (uniform enough: 2^48 ≫ 10^6). */
export function releaseCodeFrom(random: Uint8Array): string {
  let n = 0;
  for (const byte of random.slice(0, 6)) n = n * 256 + byte;
  return String(n % 1_000_000).padStart(6, '0');
}

/** Wrong release codes an appointment allows: the last of them locks it until an administrator unlocks it. */
export const RELEASE_CODE_TRIES = 5;

/** What a release code tried at the counter comes to: refused unread on a locked appointment. */
export type ReleaseCodeCheck = 'locked' | 'accepted' | 'wrong';

/** Whether `tried` releases the appointment's lot: the appointment's own code, while it is not locked. */
export function checkReleaseCode(
  appointment: { releaseCode: string | null; failedCodeAttempts: number; lockedAt: string | null },
  tried: string,
): ReleaseCodeCheck {
  if (isReleaseLocked(appointment)) return 'locked';
  return appointment.releaseCode !== null && tried === appointment.releaseCode ? 'accepted' : 'wrong';
}

/** Whether this many wrong codes lock an appointment. */
export function locksAfter(failedCodeAttempts: number): boolean {
  return failedCodeAttempts >= RELEASE_CODE_TRIES;
}

/** Whether an appointment's wrong codes ran out: no code completes it until an administrator unlocks it. */
export function isReleaseLocked(appointment: { failedCodeAttempts: number; lockedAt: string | null }): boolean {
  return appointment.lockedAt !== null || locksAfter(appointment.failedCodeAttempts);
}

/** Days a boleto paid on its due date takes to reach the house (bank clearing, D+1 and a margin). */
export const BOLETO_CLEARING_DAYS = 2;

const DAY_MS = 24 * HOUR_MS;

/**
 * The due date (YYYY-MM-DD, São Paulo) of a boleto for a payment due at `dueAt`: `clearingDays` before the
 * deadline's day, so that a boleto paid on its due date is confirmed before the deadline. Null when that day
 * is already past in São Paulo: the deadline no longer leaves time for a boleto.
 */
export function boletoDueDate(dueAt: string, now: number, clearingDays = BOLETO_CLEARING_DAYS): string | null {
  const day = saoPauloDate(Date.parse(dueAt) - clearingDays * DAY_MS);
  return day < saoPauloDate(now) ? null : day;
}

/** How long a Pix charge made now lives: until the payment's deadline; null when it has passed. */
export function pixExpirySeconds(dueAt: string, now: number): number | null {
  const seconds = Math.floor((Date.parse(dueAt) - now) / 1000);
  return seconds > 0 ? seconds : null;
}

/** YYYY-MM-DD of an instant in São Paulo. */
function saoPauloDate(at: number): string {
  const p = zonedParts(new Date(at));
  return `${p.year}-${p.month}-${p.day}`;
}
