import { describe, expect, it } from 'vitest';
import { decideAutoBid, maximumPassed, type AutoBidLot, type RecordedBid } from '~/domain/auto-bid';

const A = 1;
const B = 2;
const C = 3;
const R = (reais: number) => reais * 100;

type Step = ['manual' | 'maximum', number, number];

/** Plays the steps from a lot starting at R$ 100 (reserve optional), one decision each, and keeps the log. */
function play(steps: Step[], reserveCents: number | null = null) {
  let lot: AutoBidLot = { priceCents: R(100), leaderId: null, reserveCents, bidders: [] };
  const log: RecordedBid[] = [];
  const decisions = steps.map(([kind, userId, reais], at) => {
    const event = kind === 'manual' ? { kind, userId, amountCents: R(reais), at } : ({ kind, userId, maxCents: R(reais), at } as const);
    const decision = decideAutoBid(lot, event);
    if (decision.ok) {
      log.push(...decision.bids);
      lot = { ...lot, priceCents: decision.priceCents, leaderId: decision.leaderId, bidders: decision.bidders };
    }
    return decision;
  });
  return { lot, log, decisions, last: decisions.at(-1)! };
}

const bid = (userId: number, reais: number, isAuto: boolean): RecordedBid => ({ userId, amountCents: R(reais), isAuto });

describe('lance automático: the resolution', () => {
  it('follows the rule’s examples, step by step, with every bid in the log', () => {
    const steps: Step[] = [
      ['maximum', A, 500], // A leads at 110
      ['manual', B, 200], // B's 200, then A's automatic 210
      ['maximum', B, 400], // B's maximum engages at 400, A answers 410
      ['maximum', B, 500], // tie: the earlier (A) leads at 500
      ['manual', C, 510], // C leads at 510, A's maximum passed
    ];
    const expected: [number, number, RecordedBid[]][] = [
      [A, 110, [bid(A, 110, true)]],
      [A, 210, [bid(B, 200, false), bid(A, 210, true)]],
      [A, 410, [bid(B, 400, true), bid(A, 410, true)]],
      [A, 500, [bid(B, 500, true), bid(A, 500, true)]],
      [C, 510, [bid(C, 510, false)]],
    ];
    for (let i = 0; i < steps.length; i++) {
      const { last } = play(steps.slice(0, i + 1));
      const [leader, reais, bids] = expected[i]!;
      expect(last, `step ${i + 1}`).toMatchObject({ ok: true, leaderId: leader, priceCents: R(reais), bids, changed: true });
    }
    const { log } = play(steps);
    expect(log.map((b) => b.amountCents)).toEqual([...log.map((b) => b.amountCents)].sort((x, y) => x - y));
  });

  it('leaves manual bids alone exactly as before: A 110, B 200 → B leads at 200', () => {
    const { lot, log } = play([
      ['manual', A, 110],
      ['manual', B, 200],
    ]);
    expect(lot).toMatchObject({ leaderId: B, priceCents: R(200) });
    expect(log).toEqual([bid(A, 110, false), bid(B, 200, false)]);
  });

  it('gives a tie to the earlier maximum, and a later equal manual bid is answered at its own amount', () => {
    const { lot, log } = play([
      ['maximum', A, 300],
      ['manual', B, 300],
    ]);
    expect(lot).toMatchObject({ leaderId: A, priceCents: R(300) });
    expect(log.slice(-2)).toEqual([bid(B, 300, false), bid(A, 300, true)]);
  });

  it('lets the leader raise their own maximum without a bid or a price change, and without extending', () => {
    const { last, lot } = play([
      ['maximum', A, 300],
      ['maximum', A, 900],
    ]);
    expect(last).toMatchObject({ ok: true, bids: [], changed: false, priceCents: R(110) });
    expect(lot.bidders.find((b) => b.userId === A)?.maxCents).toBe(R(900));
  });

  it('jumps to the reserve when the leader’s maximum reaches it, at once or when raised', () => {
    expect(play([['maximum', A, 800]], R(600)).last).toMatchObject({ priceCents: R(600), bids: [bid(A, 600, true)] });
    const raised = play(
      [
        ['maximum', A, 300],
        ['maximum', A, 700],
      ],
      R(600),
    ).last;
    expect(raised).toMatchObject({ ok: true, priceCents: R(600), bids: [bid(A, 600, true)], changed: true });
    // Below the reserve, nothing jumps.
    expect(play([['maximum', A, 500]], R(600)).last).toMatchObject({ priceCents: R(110) });
  });

  it('refuses a maximum below the minimum, one lower than the member’s own, and a manual bid from the leader', () => {
    expect(play([['maximum', A, 105]]).last).toEqual({ ok: false, reason: 'too_low', minimumCents: R(110) });
    expect(
      play([
        ['maximum', A, 500],
        ['maximum', A, 400],
      ]).last,
    ).toMatchObject({ ok: false, reason: 'lowered' });
    expect(
      play([
        ['maximum', A, 500],
        ['manual', A, 600],
      ]).last,
    ).toMatchObject({ ok: false, reason: 'top_bidder' });
    expect(
      play([
        ['manual', A, 200],
        ['maximum', B, 205],
      ]).last,
    ).toEqual({ ok: false, reason: 'too_low', minimumCents: R(210) });
  });

  it('never makes an automatic answer exceed its owner’s maximum', () => {
    const { lot, log } = play([
      ['maximum', A, 250],
      ['manual', B, 240],
      ['manual', B, 260],
    ]);
    expect(log.filter((b) => b.userId === A).every((b) => b.amountCents <= R(250))).toBe(true);
    expect(lot).toMatchObject({ leaderId: B, priceCents: R(260) });
  });
});

describe("lance automático: 'Seu lance máximo de R$ X foi superado'", () => {
  /** What B's page would say of B's maximum after the steps. */
  const passedForB = (steps: Step[]) => {
    const { lot } = play(steps);
    const max = lot.bidders.find((b) => b.userId === B)?.maxCents ?? null;
    return maximumPassed(max, lot.priceCents, lot.leaderId === B);
  };

  it('says so once another member passes the maximum, manually or with a higher maximum', () => {
    expect(
      passedForB([
        ['maximum', B, 300],
        ['manual', A, 310],
      ]),
    ).toBe(true);
    expect(
      passedForB([
        ['maximum', B, 300],
        ['maximum', A, 800],
      ]),
    ).toBe(true);
  });

  it('says so on equal maxima for the later one, who trails at their own maximum', () => {
    expect(
      passedForB([
        ['maximum', A, 400],
        ['maximum', B, 400],
      ]),
    ).toBe(true);
  });

  it('never while the maximum leads or still answers bids, nor without one', () => {
    expect(passedForB([['maximum', B, 300]])).toBe(false);
    expect(
      passedForB([
        ['maximum', B, 300],
        ['manual', A, 200],
      ]),
    ).toBe(false);
    expect(
      passedForB([
        ['manual', B, 150],
        ['manual', A, 200],
      ]),
    ).toBe(false);
    // a maximum still above the price (its answer not in yet) does not trail
    expect(maximumPassed(R(300), R(200), false)).toBe(false);
  });
});
