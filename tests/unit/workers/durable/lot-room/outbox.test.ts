/** The LotRoom's outbox: how its items are stored, read back and retried. */
import { describe, expect, it } from 'vitest';
import { decodeOutboxRow, encodeOutboxItem, retryDelayMs, type OutboxItem } from '../../../../../workers/durable/lot-room/outbox';

describe('the room outbox', () => {
  it('backs off 1 s, doubling with each attempt, at most 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('reads back every kind as stored (the kind apart, the rest as JSON), rows written before the schema included', () => {
    const stored: [string, string][] = [
      ['bid', '{"seq":3}'],
      ['lot', '{}'],
      ['payment', '{"userId":2,"amountCents":110000,"feeCents":11000}'],
      ['notify', '{"userId":2,"type":"bid_outbid","lotId":7,"amountCents":103000,"key":"outbid:7:3"}'],
      ['ending', '{"endsAt":"2026-11-22T18:00:00.000Z"}'],
    ];
    const items = stored.map(([kind, payload]) => decodeOutboxRow({ kind, payload }));
    expect(items).toEqual([
      { ok: true, item: { kind: 'bid', seq: 3 } },
      { ok: true, item: { kind: 'lot' } },
      { ok: true, item: { kind: 'payment', userId: 2, amountCents: 110_000, feeCents: 11_000 } },
      { ok: true, item: { kind: 'notify', userId: 2, type: 'bid_outbid', lotId: 7, amountCents: 103_000, key: 'outbid:7:3' } },
      { ok: true, item: { kind: 'ending', endsAt: '2026-11-22T18:00:00.000Z' } },
    ]);
    for (const [i, decoded] of items.entries()) {
      if (decoded.ok) expect(encodeOutboxItem(decoded.item)).toEqual({ kind: stored[i]![0], payload: stored[i]![1] });
    }
  });

  it("reads a notice stored under the lot id's former name (auctionId) as the same notice", () => {
    const legacy = '{"userId":2,"type":"bid_outbid","auctionId":7,"amountCents":103000,"key":"outbid:7:3"}';
    expect(decodeOutboxRow({ kind: 'notify', payload: legacy })).toEqual({
      ok: true,
      item: { kind: 'notify', userId: 2, type: 'bid_outbid', lotId: 7, amountCents: 103_000, key: 'outbid:7:3' },
    });
  });

  it('round-trips what it writes', () => {
    const item: OutboxItem = { kind: 'notify', userId: 9, type: 'auction_ending', lotId: 7, amountCents: null, key: 'ending:7:x' };
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
      ['notify', '{"userId":2,"type":"no_such_type","lotId":7,"amountCents":null,"key":"k"}'],
      ['ending', '{"endsAt":null}'],
      ['refund', '{}'],
    ]) {
      const decoded = decodeOutboxRow({ kind: kind!, payload: payload! });
      expect(decoded.ok, `${kind} ${payload}`).toBe(false);
      if (!decoded.ok) expect(decoded.error).not.toBe('');
    }
  });
});
