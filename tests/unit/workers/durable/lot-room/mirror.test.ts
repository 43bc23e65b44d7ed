/** How D1 seeds a LotRoom and what the room writes back. */
import { describe, expect, it } from 'vitest';
import { ownedColumns, roomFromLot, type LotSource } from '../../../../../workers/durable/lot-room/mirror';

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
    reservePriceCents: null,
    extensionMinutes: 3,
    extended: false,
    originalEndsAt: null,
    outcome: null,
  };

  it('a room hydrated from D1 takes its count and sequence from the bid log, and its version past both', () => {
    expect(roomFromLot(lot, [{ seq: 1 }, { seq: 2 }])).toMatchObject({
      lot_id: 7,
      bid_count: 2,
      bid_seq: 2,
      version: 9,
      ending_notice_for: null,
      reserve_cents: null,
      extension_minutes: 3,
      extended: 0,
      outcome: null,
    });
    expect(
      roomFromLot(
        { ...lot, reservePriceCents: 200_000, extensionMinutes: 0, extended: true, originalEndsAt: '2026-11-22T17:58:00.000Z' },
        [],
      ),
    ).toMatchObject({
      reserve_cents: 200_000,
      extension_minutes: 0,
      extended: 1,
      original_ends_at: '2026-11-22T17:58:00.000Z',
    });
    expect(roomFromLot(lot, [{ seq: 1 }, { seq: 12 }])).toMatchObject({ bid_seq: 12, version: 12 });
    expect(roomFromLot({ ...lot, mirrorSeq: 0 }, [])).toMatchObject({ bid_count: 0, bid_seq: 0, version: 0 });
  });

  it('writes back exactly the lot columns it read, but the terms, which are the administrator’s', () => {
    const { id: _, startPriceCents: _start, mirrorSeq: _seq, reservePriceCents: _reserve, extensionMinutes: _window, ...owned } = lot;
    expect(ownedColumns(roomFromLot(lot, [{ seq: 1 }, { seq: 2 }]))).toEqual(owned);
  });
});
