/**
 * What a LotRoom owes D1 and the user inboxes, as typed outbox items, and when a failed one is retried.
 * Stored as a `kind` column and the JSON of the rest; read back through a schema, so a row that does not
 * parse is found out (and dropped by the drain) instead of being trusted or retried forever.
 */
import { lotPulseEvent } from '~/schemas/admin-pulse';
import { notificationTypes } from '~/schemas/notification-types';
import { z } from '~/schemas/zod';
import type { OutboxRow } from './schema';

const id = z.number().int().positive();
const cents = z.number().int().nonnegative();

/** A notice for one user's inbox; `key` makes its storage exactly-once however often it is delivered. */
const notifyItem = z.object({
  kind: z.literal('notify'),
  userId: id,
  type: z.enum(notificationTypes),
  lotId: id,
  amountCents: cents.nullable(),
  key: z.string().min(1),
  /** 'bid_outbid' for a secret maximum that was passed: "Seu lance automático foi superado" */
  auto: z.literal(true).optional(),
});

export const outboxItem = z.discriminatedUnion('kind', [
  /** a bid of the log, by its seq, for D1's bids */
  z.object({ kind: z.literal('bid'), seq: id }),
  /** the lot row at the room's current version */
  z.object({ kind: z.literal('lot') }),
  /** the secret maxima as they stand, for D1's auto_bids */
  z.object({ kind: z.literal('maximum') }),
  /** the winner's pending payment, at close (and for a second-chance winner), with its deadline */
  z.object({ kind: z.literal('payment'), userId: id, amountCents: cents, feeCents: cents, dueAt: z.string().min(1).optional() }),
  notifyItem,
  /** 'auction_ending' for the lot's bidders and followers: once per member per lot (decision 0039) */
  z.object({ kind: z.literal('ending'), endsAt: z.string().min(1) }),
  /** 'auction_extended' for the lot's bidders and followers, on its first extension */
  z.object({ kind: z.literal('extended'), endsAt: z.string().min(1) }),
  /** the administrators' live dashboard (AdminPulse): a bid accepted, the lot closed; sent once D1 has it */
  z.object({ kind: z.literal('pulse'), pulse: lotPulseEvent }),
]);

export type OutboxItem = z.infer<typeof outboxItem>;
export type OutboxKind = OutboxItem['kind'];
export type OutboxItemOf<K extends OutboxKind> = Extract<OutboxItem, { kind: K }>;
export type NotifyPayload = Omit<z.infer<typeof notifyItem>, 'kind'>;

/** The items written to D1 in one batch; the others (notices) go to the inboxes one by one, and the pulse to AdminPulse. */
export type MirrorItem = OutboxItemOf<'bid' | 'lot' | 'maximum' | 'payment'>;
export type NoticeItem = OutboxItemOf<'notify' | 'ending' | 'extended' | 'pulse'>;

export function isMirrorItem(item: OutboxItem): item is MirrorItem {
  return item.kind === 'bid' || item.kind === 'lot' || item.kind === 'maximum' || item.kind === 'payment';
}

/** The columns an item is stored in: its kind, and the rest as JSON. */
export function encodeOutboxItem(item: OutboxItem): { kind: OutboxKind; payload: string } {
  const { kind, ...rest } = item;
  return { kind, payload: JSON.stringify(rest) };
}

/** A notice stored before the lot's id had its glossary name here (`auctionId`, the API's word) reads as `lotId`. */
function withCurrentNames(kind: string, payload: object): object {
  if (kind !== 'notify' || !('auctionId' in payload) || 'lotId' in payload) return payload;
  const { auctionId, ...rest } = payload;
  return { ...rest, lotId: auctionId };
}

export type DecodedOutboxRow = { ok: true; item: OutboxItem } | { ok: false; error: string };

/** Reads a stored row back; never throws. */
export function decodeOutboxRow(row: Pick<OutboxRow, 'kind' | 'payload'>): DecodedOutboxRow {
  let payload: unknown;
  try {
    payload = JSON.parse(row.payload);
  } catch (error) {
    return { ok: false, error: `payload is not JSON: ${String(error)}` };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { ok: false, error: 'payload is not an object' };
  const parsed = outboxItem.safeParse({ ...withCurrentNames(row.kind, payload), kind: row.kind });
  return parsed.success ? { ok: true, item: parsed.data } : { ok: false, error: z.prettifyError(parsed.error) };
}

const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 60_000;

/** A failed item waits 1 s, 2 s, 4 s… (doubling with each attempt already made), at most 60 s. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempts);
}
