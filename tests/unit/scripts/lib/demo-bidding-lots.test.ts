import { describe, expect, it } from 'vitest';
import { decideAutoBid, type AutoBidLot, type RecordedBid } from '~/domain/auto-bid';
import { priceHistory } from '~/domain/price-history';
import { extendedEndMs } from '~/domain/soft-close';
import { DEMO_LOTS } from '../../../../scripts/demo/catalogue';
import { demoBiddingShowcases } from '../../../../scripts/lib/demo-bidding-lots';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const [reserve, auto, extended] = demoBiddingShowcases(NOW);
const startOf = (key: string) => DEMO_LOTS.find((l) => l.key === key)!.startPriceCents;

describe('the demo lots for the bidding rules keep to the rules', () => {
  it('the reserve lot runs with bids that have not reached its reserve', () => {
    expect(reserve!.status).toBe('active');
    expect(reserve!.reserveCents).not.toBeNull();
    expect(reserve!.history).toHaveLength(2);
    for (const bid of reserve!.history) expect(bid.amountCents).toBeLessThan(reserve!.reserveCents!);
    expect(reserve!.endsAt).toBeGreaterThan(NOW);
  });

  it("the automatic lot's history is what the room decides: the maximum, then each manual bid and its automatic answer", () => {
    const maximum = auto!.maximum!;
    let lot: AutoBidLot = { priceCents: startOf(auto!.key), leaderId: null, reserveCents: null, bidders: [] };
    const recorded: RecordedBid[] = [];
    const events = [
      { kind: 'maximum' as const, userId: maximum.userId, maxCents: maximum.maxCents, at: maximum.at },
      ...auto!.history
        .filter((b) => !b.isAuto)
        .map((b) => ({ kind: 'manual' as const, userId: b.userId, amountCents: b.amountCents, at: b.at })),
    ];
    for (const event of events) {
      const decision = decideAutoBid(lot, event);
      if (!decision.ok) throw new Error(`refused: ${decision.reason}`);
      recorded.push(...decision.bids);
      lot = { ...lot, priceCents: decision.priceCents, leaderId: decision.leaderId, bidders: decision.bidders };
    }
    expect(recorded).toEqual(auto!.history.map((b) => ({ userId: b.userId, amountCents: b.amountCents, isAuto: b.isAuto ?? false })));
    expect(recorded.filter((b) => b.isAuto)).toHaveLength(3);
    expect(lot.leaderId).toBe(maximum.userId);
  });

  it('the extended lot ends where its late bids moved it from the original end it keeps, each bid before the end of its moment', () => {
    let end = extended!.originalEndsAt!;
    expect(end).toBe(extended!.endsAt - 6 * 60_000);
    let moves = 0;
    for (const bid of extended!.history) {
      expect(bid.at).toBeLessThan(end);
      const next = extendedEndMs(end, bid.at, 3, true);
      if (next !== null) moves++;
      end = next ?? end;
    }
    expect(end).toBe(extended!.endsAt);
    expect(moves).toBe(3);
    // and the price chart marks the same original end and three extensions, on the last three bids
    const iso = (ms: number) => new Date(ms).toISOString();
    const { points, ends } = priceHistory(
      extended!.history.map((b) => ({ amountCents: b.amountCents, createdAt: iso(b.at), isAuto: false })),
      { endsAt: iso(extended!.endsAt), originalEndsAt: iso(extended!.originalEndsAt!), extensionMinutes: 3, extended: true },
    );
    expect(points.map((p) => p.extension).slice(-4)).toEqual([null, 1, 2, 3]);
    expect(ends.map((e) => e.at)).toEqual([extended!.originalEndsAt, ...extended!.history.slice(-3).map((b) => b.at + 3 * 60_000)]);
  });
});
