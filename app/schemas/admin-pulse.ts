/**
 * The administrators' live dashboard, safe on client and server: the metrics object of
 * GET /api/admin/dashboard/metrics/realtime, the recent activity, what /api/admin/live sends, and the events
 * that feed AdminPulse (parsed by the object: it trusts no caller's shape).
 */
import type { MetricName } from '~/domain/admin-metrics';
import { z } from '~/schemas/zod';

/** Spec §3 'Admin live metrics' (money in reais), plus pending pickups for the system status panel. */
export type AdminMetrics = Record<MetricName, number> & { last_update: string };

export const activityKinds = [
  'bid',
  'lot_closed',
  'sign_in',
  'registration',
  'payment_approved',
  'payment_rejected',
  'pickup_scheduled',
  'pickup_completed',
  'pickup_cancelled',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export interface ActivityItem {
  id: number;
  kind: ActivityKind;
  at: string;
  user_name: string | null;
  lot_id: number | null;
  lot_title: string | null;
  /** reais */
  amount: number | null;
}

/** A member leading an unusual share of the running lots (decision record 0038), flagged on the dashboard. */
export interface UnusualLeaderView {
  user_id: number;
  user_name: string | null;
  /** running lots the member leads */
  lots: number;
  /** every running lot */
  running: number;
}

export interface AdminSnapshot {
  metrics: AdminMetrics;
  recent_activity: ActivityItem[];
  unusual_leaders: UnusualLeaderView[];
}

export type AdminSocketMessage =
  /** on connect and after a rebuild: everything */
  | { type: 'admin_snapshot'; server_time: number; data: AdminSnapshot }
  /** one metric moved (spec §4: {type, value, timestamp}) */
  | { type: 'admin_metrics_update'; server_time: number; data: { type: MetricName; value: number; timestamp: string } }
  | { type: 'admin_activity'; server_time: number; data: ActivityItem }
  /** the members flagged for leading an unusual share of the running lots, whenever the list changes */
  | { type: 'admin_unusual_leaders'; server_time: number; data: UnusualLeaderView[] };

const id = z.number().int().positive();
const cents = z.number().int().nonnegative();
const instant = z.string().min(10).max(40);

/** What a lot room tells AdminPulse, through its outbox (at least once). */
export const lotPulseEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('bid'), lotId: id, seq: id, userId: id, amountCents: cents, createdAt: instant }),
  z.object({ event: z.literal('closed'), lotId: id, winnerUserId: id.nullable(), finalPriceCents: cents.nullable(), closedAt: instant }),
]);
export type LotPulseEvent = z.infer<typeof lotPulseEvent>;

/** What the Worker tells AdminPulse after a change it made in D1 (best effort: the periodic rebuild heals a lost one). */
export const housePulseEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('sign_in'), userId: id }),
  z.object({ event: z.literal('registration'), userId: id }),
  z.object({ event: z.literal('payment'), paymentId: id }),
  z.object({ event: z.literal('pickup'), pickupId: id }),
  /** lots created, edited, closed or deleted by an administrator */
  z.object({ event: z.literal('lots') }),
]);
export type HousePulseEvent = z.infer<typeof housePulseEvent>;
