/**
 * The limite de lances (decision record 0038): the house's limits from the Worker's vars, and what a member holds
 * on running lots as D1 has it (the lots they lead, their maxima still in play, whether they have paid for a lot).
 * The member's inbox object reads these when it admits a bid or a maximum (workers/durable/user-inbox/exposure.ts),
 * and Meu Perfil shows them.
 */
import { and, eq, gte } from 'drizzle-orm';
import {
  DEFAULT_BIDDING_LIMITS,
  exposureUse,
  limitsFor,
  type BiddingLimitSettings,
  type BiddingLimitView,
  type MemberExposure,
} from '~/domain/bidding-limits';
import { z } from '~/schemas/zod';
import type { Db } from '~/server/db/client.server';
import { lots, maxima, payments } from '~/server/db/schema';

const count = (fallback: number) => z.coerce.number().int().min(1).max(100_000).catch(fallback);
const cents = (fallback: number) => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).catch(fallback);

const limitVars = z.object({
  BID_LIMIT_LEADING_LOTS: count(DEFAULT_BIDDING_LIMITS.member.leadingLots),
  BID_LIMIT_MAXIMA_CENTS: cents(DEFAULT_BIDDING_LIMITS.member.maximaCents),
  NEW_MEMBER_LEADING_LOTS: count(DEFAULT_BIDDING_LIMITS.newMember.leadingLots),
  NEW_MEMBER_MAXIMA_CENTS: cents(DEFAULT_BIDDING_LIMITS.newMember.maximaCents),
  HIGH_MAXIMUM_FACTOR: z.coerce.number().int().min(2).max(1_000).catch(DEFAULT_BIDDING_LIMITS.highMaximumFactor),
});

export type BiddingLimitVars = Partial<Record<keyof z.input<typeof limitVars>, string>>;

/** The limits from the vars; unset or invalid ones take the defaults. A new member's never exceed a member's. */
export function biddingLimitSettings(env: BiddingLimitVars): BiddingLimitSettings {
  const vars = limitVars.parse({ ...env });
  return {
    member: { leadingLots: vars.BID_LIMIT_LEADING_LOTS, maximaCents: vars.BID_LIMIT_MAXIMA_CENTS },
    newMember: {
      leadingLots: Math.min(vars.NEW_MEMBER_LEADING_LOTS, vars.BID_LIMIT_LEADING_LOTS),
      maximaCents: Math.min(vars.NEW_MEMBER_MAXIMA_CENTS, vars.BID_LIMIT_MAXIMA_CENTS),
    },
    highMaximumFactor: vars.HIGH_MAXIMUM_FACTOR,
  };
}

/** Whether the member has paid for a lot (a payment approved): the higher limits. */
export async function hasPaidLot(db: Db, userId: number): Promise<boolean> {
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'approved')))
    .limit(1);
  return paid !== undefined;
}

/**
 * What the member holds on running lots, as D1 has it: the lots they lead, and their maxima that can still
 * answer (at or above the lot's price).
 */
export async function memberExposure(db: Db, userId: number): Promise<MemberExposure> {
  const [led, held] = await Promise.all([
    db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.status, 'active'), eq(lots.topBidUserId, userId))),
    db
      .select({ lotId: maxima.lotId, cents: maxima.maxAmountCents })
      .from(maxima)
      .innerJoin(lots, eq(lots.id, maxima.lotId))
      .where(and(eq(maxima.userId, userId), eq(lots.status, 'active'), gte(maxima.maxAmountCents, lots.currentPriceCents))),
  ]);
  return { leading: led.map((l) => l.id), maxima: new Map(held.map((m) => [m.lotId, m.cents])) };
}

/** Meu Perfil's 'limite de lances': the member's use and limit of each, and whether paying for a lot raises it. */
export async function biddingLimitView(db: Db, settings: BiddingLimitSettings, userId: number): Promise<BiddingLimitView> {
  const [paid, exposure] = await Promise.all([hasPaidLot(db, userId), memberExposure(db, userId)]);
  return { use: exposureUse(exposure), limit: limitsFor(settings, paid), raisable: !paid, higher: settings.member };
}
