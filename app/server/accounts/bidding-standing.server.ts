/**
 * An account's standing to bid: the refusal every bid path asks before the lot room (not approved, or
 * suspended for non-payment), the suspension itself (set once, when the second lost payment is recorded:
 * an administrator's rejection, or the cron finding a payment past its deadline), and an administrator's
 * lift. The rule is `domain/non-payment.ts`; the last lift is the audit log's own record of it, so only
 * payments lost after it count toward the next suspension.
 */
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { lostSinceLift, LOST_PAYMENTS_TO_SUSPEND, suspendsBidding, type PaymentRecord } from '~/domain/non-payment';
import { authMessages } from '~/i18n/auth-messages';
import type { Viewer } from '~/schemas/viewer';
import { isApprovedMember } from '~/server/auth/viewer';
import type { Db } from '~/server/db/client.server';
import { auditLog, payments, users } from '~/server/db/schema';
import { audit, type Actor } from '~/server/platform/audit.server';
import { toUserDto, type UserDto } from './users.server';

/** The audit log's actions for a suspension (the system's) and its lift (an administrator's). */
export const SUSPENDED_ACTION = 'user.bidding_suspended';
export const LIFTED_ACTION = 'user.bidding_suspension_lifted';

export interface BiddingRefusal {
  status: 403;
  message: string;
}

/**
 * Why this account may not bid now, or null when it may: not approved ('aprovada pelo administrador'), or
 * suspended for non-payment ('Conta suspensa por falta de pagamento. Fale com o suporte.'). Asked after the
 * session and before the lot room, by the HTTP bid route, the socket's bids and the automatic bid's route.
 */
export function biddingRefusal(account: Pick<Viewer, 'isAdmin' | 'isApproved' | 'biddingSuspended'>): BiddingRefusal | null {
  if (!isApprovedMember(account)) return { status: 403, message: authMessages.notApproved };
  if (account.biddingSuspended) return { status: 403, message: authMessages.biddingSuspended };
  return null;
}

/** What a suspension was caused by, for its audit entry. */
export type SuspensionCause = 'payment_rejected' | 'payment_overdue';

const lostPaymentColumns = {
  id: payments.id,
  userId: payments.userId,
  status: payments.status,
  dueAt: payments.dueAt,
  rejectedAt: payments.rejectedAt,
  withdrawnAt: payments.withdrawnAt,
};

/** The moment of each account's last lift (ISO), from the audit log. */
const lastLift = sql<string | null>`(select max(${auditLog.createdAt}) from ${auditLog}
  where ${auditLog.targetType} = 'user' and ${auditLog.targetId} = cast(${users.id} as text) and ${auditLog.action} = ${LIFTED_ACTION})`;

/** Payments that may count as lost: rejected, or pending past their deadline (the rule decides the rest). */
function mayBeLost(nowIso: string) {
  return or(eq(payments.status, 'rejected'), and(eq(payments.status, 'pending'), sql`${payments.dueAt} < ${nowIso}`));
}

/**
 * Suspends the account's bidding when its payments lost since the last lift reach the rule's count. Only the
 * first call that finds it unsuspended writes it (a conditional update) and its one audit entry (the
 * system's), so every caller may ask as often as it likes. Returns whether this call suspended it.
 */
async function suspendIfLost(
  db: Db,
  userId: number,
  records: readonly (PaymentRecord & { id: number })[],
  liftedAt: string | null,
  cause: SuspensionCause,
  now: number,
): Promise<boolean> {
  if (!suspendsBidding(records, liftedAt, now)) return false;
  const at = new Date(now).toISOString();
  const [suspended] = await db
    .update(users)
    .set({ biddingSuspendedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.biddingSuspendedAt), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!suspended) return false;
  await audit(db, {
    actorUserId: null,
    action: SUSPENDED_ACTION,
    targetType: 'user',
    targetId: userId,
    details: {
      via: cause,
      lost_payments: lostSinceLift(records, liftedAt, now).map((payment) => payment.id),
      before: { bidding_suspended_at: null },
      after: { bidding_suspended_at: at },
    },
  });
  return true;
}

/** After a payment of the account is lost (an administrator's rejection): suspends it if that was the second. */
export async function reviewBiddingStanding(db: Db, userId: number, cause: SuspensionCause, now = Date.now()): Promise<boolean> {
  const [account] = await db
    .select({ suspendedAt: users.biddingSuspendedAt, liftedAt: lastLift })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!account || account.suspendedAt !== null) return false;
  const records = await db
    .select(lostPaymentColumns)
    .from(payments)
    .where(and(eq(payments.userId, userId), mayBeLost(new Date(now).toISOString())));
  return suspendIfLost(db, userId, records, account.liftedAt, cause, now);
}

/**
 * The cron's sweep: payments pending past their deadline are found here (nothing else marks them), and each
 * account not yet suspended whose lost payments reach the count is suspended, once. Only accounts with at
 * least that many candidate payments are read. Returns the ids of the accounts it suspended.
 */
export async function suspendForOverduePayments(db: Db, now = Date.now()): Promise<number[]> {
  const nowIso = new Date(now).toISOString();
  const candidates = db
    .select({ userId: payments.userId })
    .from(payments)
    .where(mayBeLost(nowIso))
    .groupBy(payments.userId)
    .having(gte(sql`count(*)`, LOST_PAYMENTS_TO_SUSPEND));
  const rows = await db
    .select({ ...lostPaymentColumns, liftedAt: lastLift })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(isNull(users.biddingSuspendedAt), isNull(users.deletedAt), mayBeLost(nowIso), inArray(payments.userId, candidates)));
  const byAccount = new Map<number, typeof rows>();
  for (const row of rows) byAccount.set(row.userId, [...(byAccount.get(row.userId) ?? []), row]);
  const suspended: number[] = [];
  for (const [userId, records] of byAccount) {
    // Normally a rejection was reviewed when it was made; a sweep that finds only rejections says so.
    const cause = records.some((payment) => payment.status === 'pending') ? 'payment_overdue' : 'payment_rejected';
    if (await suspendIfLost(db, userId, records, records[0]!.liftedAt, cause, now)) suspended.push(userId);
  }
  return suspended;
}

export type LiftResult = { ok: true; value: UserDto } | { ok: false; status: 404; reason: 'not_found' };

/**
 * An administrator lifts an account's suspension: it may bid again at once (every request reads the users
 * row), and only payments lost after this moment count toward a new one. Audited (who, when, which
 * account); lifting an account that is not suspended changes and records nothing.
 */
export async function liftBiddingSuspension(db: Db, actor: Actor, userId: number): Promise<LiftResult> {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!account) return { ok: false, status: 404, reason: 'not_found' };
  if (account.biddingSuspendedAt === null) return { ok: true, value: toUserDto(account) };
  const [lifted] = await db
    .update(users)
    .set({ biddingSuspendedAt: null, updatedAt: new Date().toISOString() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.biddingSuspendedAt)))
    .returning();
  if (!lifted) return { ok: true, value: toUserDto(account) }; // lifted meanwhile, by another administrator
  await audit(db, {
    actorUserId: actor.userId,
    action: LIFTED_ACTION,
    targetType: 'user',
    targetId: userId,
    details: { before: { bidding_suspended_at: account.biddingSuspendedAt }, after: { bidding_suspended_at: null } },
    ip: actor.ip,
  });
  return { ok: true, value: toUserDto(lifted) };
}
