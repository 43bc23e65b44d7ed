/** The LotRoom's pure parts: when its alarm rings, how its outbox is stored and retried, how D1 seeds it, what it shows. */
import { describe, expect, it } from 'vitest';
import { ENDING_NOTICE_MS } from '~/domain/bid-rules';
import { alarmChange, isDueForEndingNotice, isDueToClose, nextAlarmAt, OUTBOX_BACKSTOP_MS } from '../../workers/durable/lot-room/alarm';
import { ownedColumns, roomFromLot, type LotSource } from '../../workers/durable/lot-room/mirror';
import { decodeOutboxRow, encodeOutboxItem, retryDelayMs, type OutboxItem } from '../../workers/durable/lot-room/outbox';
import type { RoomRow } from '../../workers/durable/lot-room/schema';
import { memberView, publicView, updateMessage } from '../../workers/durable/lot-room/views';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function room(overrides: Partial<RoomRow> = {}): RoomRow {
  return {
    id: 1,
    lot_id: 7,
    status: 'active',
    start_price_cents: 100_000,
    current_price_cents: 101_000,
    top_bid_user_id: 3,
    bid_count: 1,
    bid_seq: 1,
    version: 4,
    starts_at: null,
    ends_at: iso(now + 2 * HOUR),
    closed_at: null,
    winner_user_id: null,
    final_price_cents: null,
    ending_notice_for: null,
    ...overrides,
  };
}

describe('the room alarm', () => {
  it('rings first for the ending notice, then for the close, and not at all for a closed lot with nothing queued', () => {
    const endsAt = now + 2 * HOUR;
    expect(nextAlarmAt(room(), null, now)).toBe(endsAt - ENDING_NOTICE_MS);
    expect(nextAlarmAt(room({ ending_notice_for: iso(endsAt) }), null, now)).toBe(endsAt);
    expect(nextAlarmAt(room({ status: 'closed' }), null, now)).toBeNull();
    expect(nextAlarmAt(room({ ends_at: null }), null, now)).toBeNull();
  });

  it('a notice sent for an earlier end does not count for a moved end', () => {
    const endsAt = now + 2 * HOUR;
    expect(nextAlarmAt(room({ ending_notice_for: iso(endsAt - HOUR) }), null, now)).toBe(endsAt - ENDING_NOTICE_MS);
  });

  it('stands behind the outbox: the backstop for items due at once, the retry time for the others', () => {
    const closed = room({ status: 'closed' });
    expect(nextAlarmAt(closed, 0, now)).toBe(now + OUTBOX_BACKSTOP_MS);
    expect(nextAlarmAt(closed, now + 8_000, now)).toBe(now + 8_000);
    expect(nextAlarmAt(room(), now + 8_000, now)).toBe(now + 8_000);
    // a retry already overdue rings now
    expect(nextAlarmAt(closed, now - 8_000, now)).toBe(now);
  });

  it('is never set in the past: an end already gone rings now', () => {
    expect(nextAlarmAt(room({ ends_at: iso(now - 1_000) }), null, now)).toBe(now);
  });

  it('keeps an earlier alarm that still stands, replaces a later or a past one, deletes when nothing is due', () => {
    expect(alarmChange(now + 10, now + 10, now)).toBe('keep');
    expect(alarmChange(null, null, now)).toBe('keep');
    expect(alarmChange(null, now + 10, now)).toBe('delete');
    expect(alarmChange(null, undefined, now)).toBe('delete');
    expect(alarmChange(now + 10, null, now)).toBe('set');
    expect(alarmChange(now + 10, undefined, now)).toBe('set');
    expect(alarmChange(now + 10, now + 20, now)).toBe('set');
    expect(alarmChange(now + 20, now + 10, now)).toBe('keep');
    expect(alarmChange(now + 20, now - 10, now)).toBe('set');
  });

  it('knows when a lot is due to close and when its ending notice is due', () => {
    expect(isDueToClose(room({ ends_at: iso(now) }), now)).toBe(true);
    expect(isDueToClose(room({ ends_at: iso(now + 1) }), now)).toBe(false);
    expect(isDueToClose(room({ ends_at: iso(now - 1), status: 'pending' }), now)).toBe(false);
    expect(isDueToClose(room({ ends_at: null }), now)).toBe(false);
    const endsAt = iso(now + ENDING_NOTICE_MS);
    expect(isDueForEndingNotice(room({ ends_at: endsAt }), now)).toBe(true);
    expect(isDueForEndingNotice(room({ ends_at: endsAt, ending_notice_for: endsAt }), now)).toBe(false);
    expect(isDueForEndingNotice(room({ ends_at: iso(now + ENDING_NOTICE_MS + 1) }), now)).toBe(false);
    expect(isDueForEndingNotice(room({ ends_at: endsAt, status: 'closed' }), now)).toBe(false);
  });
});

describe('the room outbox', () => {
  it('backs off 1 s, doubling with each attempt, at most 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('reads back every kind as stored (the kind apart, the rest as JSON), rows written before the schema included', () => {
    const stored: [string, string][] = [
      ['bid', '{"seq":3}'],
      ['lot', '{}'],
      ['payment', '{"userId":2,"amountCents":110000,"feeCents":11000}'],
      ['notify', '{"userId":2,"type":"bid_outbid","auctionId":7,"amountCents":103000,"key":"outbid:7:3"}'],
      ['ending', '{"endsAt":"2026-11-22T18:00:00.000Z"}'],
    ];
    const items = stored.map(([kind, payload]) => decodeOutboxRow({ kind, payload }));
    expect(items).toEqual([
      { ok: true, item: { kind: 'bid', seq: 3 } },
      { ok: true, item: { kind: 'lot' } },
      { ok: true, item: { kind: 'payment', userId: 2, amountCents: 110_000, feeCents: 11_000 } },
      { ok: true, item: { kind: 'notify', userId: 2, type: 'bid_outbid', auctionId: 7, amountCents: 103_000, key: 'outbid:7:3' } },
      { ok: true, item: { kind: 'ending', endsAt: '2026-11-22T18:00:00.000Z' } },
    ]);
    for (const [i, decoded] of items.entries()) {
      if (decoded.ok) expect(encodeOutboxItem(decoded.item)).toEqual({ kind: stored[i]![0], payload: stored[i]![1] });
    }
  });

  it('round-trips what it writes', () => {
    const item: OutboxItem = { kind: 'notify', userId: 9, type: 'auction_ending', auctionId: 7, amountCents: null, key: 'ending:7:x' };
    expect(decodeOutboxRow(encodeOutboxItem(item))).toEqual({ ok: true, item });
  });

  it('refuses rows that do not parse instead of trusting them', () => {
    for (const [kind, payload] of [
      ['bid', 'not json'],
      ['bid', '[3]'],
      ['bid', 'null'],
      ['bid', '{"seq":"3"}'],
      ['bid', '{}'],
      ['payment', '{"userId":2,"amountCents":110000}'],
      ['notify', '{"userId":2,"type":"no_such_type","auctionId":7,"amountCents":null,"key":"k"}'],
      ['ending', '{"endsAt":null}'],
      ['refund', '{}'],
    ]) {
      const decoded = decodeOutboxRow({ kind: kind!, payload: payload! });
      expect(decoded.ok, `${kind} ${payload}`).toBe(false);
      if (!decoded.ok) expect(decoded.error).not.toBe('');
    }
  });
});

describe('the room and D1', () => {
  const lot: LotSource = {
    id: 7,
    status: 'active',
    startPriceCents: 50_000,
    currentPriceCents: 52_000,
    topBidUserId: 3,
    bidCount: 2,
    mirrorSeq: 9,
    startsAt: null,
    endsAt: '2026-11-22T18:00:00.000Z',
    closedAt: null,
    winnerUserId: null,
    finalPriceCents: null,
  };

  it('a room hydrated from D1 takes its count and sequence from the bid log, and its version past both', () => {
    expect(roomFromLot(lot, [{ seq: 1 }, { seq: 2 }])).toMatchObject({
      lot_id: 7,
      bid_count: 2,
      bid_seq: 2,
      version: 9,
      ending_notice_for: null,
    });
    expect(roomFromLot(lot, [{ seq: 1 }, { seq: 12 }])).toMatchObject({ bid_seq: 12, version: 12 });
    expect(roomFromLot({ ...lot, mirrorSeq: 0 }, [])).toMatchObject({ bid_count: 0, bid_seq: 0, version: 0 });
  });

  it('writes back exactly the lot columns it read', () => {
    const { id: _, startPriceCents: _start, mirrorSeq: _seq, ...owned } = lot;
    expect(ownedColumns(roomFromLot(lot, [{ seq: 1 }, { seq: 2 }]))).toEqual(owned);
  });
});

describe('what the room shows', () => {
  it('visitors get timing and status only; members the prices too', () => {
    const r = room({ bid_count: 2 });
    const visitor = publicView(r, 5);
    expect(visitor).toEqual({
      id: 7,
      status: 'active',
      starts_at: null,
      ends_at: r.ends_at,
      end_time: r.ends_at,
      closed_at: null,
      viewers: 5,
    });
    const bid = { seq: 2, amount: 1010, created_at: iso(now) };
    expect(memberView(r, 5, bid)).toMatchObject({ ...visitor, current_price: 1010, top_bid_user_id: 3, bid_count: 2, last_bid: bid });
    expect(updateMessage(r, visitor, now)).toEqual({ type: 'auction_update', seq: 4, server_time: now, data: visitor });
  });
});
