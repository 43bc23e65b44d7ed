import { describe, expect, it } from 'vitest';
import { chainProblems, ruleTwoProblems, type D1Bid, type MaximumRow, type RuleTwoInput } from '../../../../bench/bids/lot-rules';

const A = 1;
const B = 2;
const C = 3;
const R = (reais: number) => reais * 100;
const at = (second: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, second)).toISOString();

/** A bid of the log: seq from its place, one second apart. */
const log = (bids: [user: number, reais: number, kind: 'manual' | 'auto'][]): D1Bid[] =>
  bids.map(([userId, reais, kind], i) => ({ seq: i + 1, userId, amountCents: R(reais), isAuto: kind === 'auto', createdAt: at(i) }));

/**
 * The example, start R$ 100: A sets 500 (A at 110); B bids 200 (then A's 210); B sets 400 (B's 400,
 * then A's 410); B raises to 500 (B's 500, then A's 500: a tie, the earlier leads).
 */
const tiedAtFiveHundred = log([
  [A, 110, 'auto'],
  [B, 200, 'manual'],
  [A, 210, 'auto'],
  [B, 400, 'auto'],
  [A, 410, 'auto'],
  [B, 500, 'auto'],
  [A, 500, 'auto'],
]);
const maximumOf = (userId: number, reais: number, reachedAt: number, updatedAt: string): MaximumRow => ({
  userId,
  maxCents: R(reais),
  reachedAt,
  updatedAt,
});
const tied: RuleTwoInput = {
  startPriceCents: R(100),
  acknowledged: new Map([
    [A, R(500)],
    [B, R(500)],
  ]),
  maxima: [maximumOf(A, 500, 1, at(0)), maximumOf(B, 500, 5, at(5))],
  stored: tiedAtFiveHundred,
  priceCents: R(500),
  leaderId: A,
};

describe('chainProblems', () => {
  const lot = { startPriceCents: R(100), withMaxima: true };

  it('accepts the issue example on a lot with maxima, the tie answered at the same amount included', () => {
    expect(chainProblems([...tiedAtFiveHundred, ...log([[C, 510, 'manual']]).map((b) => ({ ...b, seq: 8 }))], lot, 'D1')).toEqual([]);
  });

  it('refuses, on a lot without maxima, a bid equal to the one before', () => {
    expect(chainProblems(tiedAtFiveHundred, { ...lot, withMaxima: false }, 'D1')).toContain(
      'D1: seq 7 is 50000 cents, less than 50000 + 1000',
    );
  });

  it('refuses an automatic bid below the one before, and one equal to its owner’s own', () => {
    const down = log([
      [A, 200, 'manual'],
      [B, 190, 'auto'],
    ]);
    expect(chainProblems(down, lot, 'D1')).toEqual(['D1: automatic seq 2 is 19000 cents, below the 20000 before it']);
    const own = log([
      [A, 200, 'auto'],
      [A, 200, 'auto'],
    ]);
    expect(chainProblems(own, lot, 'D1')).toEqual(["D1: automatic seq 2 equals the bid before it, which is its owner's own"]);
  });

  it('refuses a manual bid under the one before + R$ 10, and a gap in seq', () => {
    const bids = log([
      [A, 110, 'auto'],
      [B, 115, 'manual'],
    ]);
    expect(chainProblems(bids, lot, 'D1')).toEqual(['D1: seq 2 is 11500 cents, less than 11000 + 1000']);
    expect(chainProblems([bids[0]!, { ...bids[1]!, seq: 3, amountCents: R(120) }], lot, 'D1')).toEqual(['D1: bid #2 has seq 3']);
  });

  it('leaves an automatic bid whose owner the answer did not name out of "twice in a row"', () => {
    const answers = log([
      [A, 110, 'auto'],
      [B, 200, 'manual'],
    ]).map((b) => ({ ...b, userId: b.isAuto ? null : b.userId }));
    expect(chainProblems(answers, lot, 'answers')).toEqual([]);
  });
});

describe('ruleTwoProblems', () => {
  it('accepts the earlier of two equal maxima leading at their amount', () => {
    expect(ruleTwoProblems(tied)).toEqual([]);
  });

  it('refuses the later of two equal maxima as the leader', () => {
    expect(ruleTwoProblems({ ...tied, leaderId: B })).toEqual([`leader ${B} ties user ${A} at 50000 cents, who reached it first`]);
  });

  it('refuses a leader below the highest effective maximum, a manual bid counting as one', () => {
    const stored = [...tiedAtFiveHundred, { seq: 8, userId: C, amountCents: R(510), isAuto: false, createdAt: at(8) }];
    expect(ruleTwoProblems({ ...tied, stored, priceCents: R(510), leaderId: C })).toEqual([]);
    expect(ruleTwoProblems({ ...tied, stored, priceCents: R(510), leaderId: A })[0]).toBe(
      `leader ${A}'s effective maximum is 50000 cents, user ${C}'s 51000`,
    );
  });

  it('refuses a price other than rule 2’s', () => {
    const input = {
      ...tied,
      acknowledged: new Map([...tied.acknowledged, [A, R(700)]]),
      maxima: [maximumOf(A, 700, 1, at(0)), tied.maxima[1]!],
    };
    // A's 700 against B's 500: rule 2 says 510
    expect(ruleTwoProblems({ ...input, priceCents: R(510) })).toEqual([]);
    expect(ruleTwoProblems({ ...input, priceCents: R(520) })).toEqual([
      `price 52000 cents is not rule 2's 51000 (leader ${A}: manual 0, effective 70000; second 50000)`,
    ]);
  });

  it('accepts the price of before when the leader raised their own maximum after the last bid, and only then', () => {
    // A leads at 500 tied with B, then raises to 700: no bid, the price stays 500 (rule 2 would now say 510)
    const raised = { ...tied, acknowledged: new Map([...tied.acknowledged, [A, R(700)]]) };
    expect(ruleTwoProblems({ ...raised, maxima: [maximumOf(A, 700, 9, at(9)), tied.maxima[1]!] })).toEqual([]);
    expect(ruleTwoProblems({ ...raised, maxima: [maximumOf(A, 700, 1, at(0)), tied.maxima[1]!] })).toHaveLength(1);
  });

  it('refuses a maximum in D1 other than the one acknowledged, and one missing', () => {
    expect(ruleTwoProblems({ ...tied, maxima: [maximumOf(A, 490, 1, at(0)), tied.maxima[1]!] })[0]).toBe(
      `auto_bids: user ${A}'s maximum is 49000 cents, acknowledged 50000`,
    );
    expect(ruleTwoProblems({ ...tied, maxima: [tied.maxima[0]!] })[0]).toBe(`auto_bids: user ${B}'s acknowledged maximum 50000 is missing`);
  });
});
