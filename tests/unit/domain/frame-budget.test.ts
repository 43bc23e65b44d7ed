import { describe, expect, it } from 'vitest';
import { FrameBudget, frameBudgetShare } from '~/domain/frame-budget';

const rule = { perSecond: 10, noisyFrames: 3, closesPerSecond: 2 };

describe("a lot's budget of frames per second", () => {
  it('reads frames up to the budget in a second, drops the rest, and reads again the next second', () => {
    const budget = new FrameBudget<string>(rule);
    const verdicts = Array.from({ length: 12 }, (_, i) => budget.take(`s${i}`, 1_000));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    expect(verdicts.slice(10).map((v) => v.allowed)).toEqual([false, false]);
    expect(budget.take('s0', 2_000).allowed).toBe(true);
  });

  it('over budget, names the noisiest socket to close, once, and then the next noisiest', () => {
    const budget = new FrameBudget<string>(rule);
    for (let i = 0; i < 6; i++) budget.take('loud', 0);
    for (let i = 0; i < 4; i++) budget.take('less-loud', 0);
    // the 11th frame is over budget, whoever sends it: the noisiest socket is named
    expect(budget.take('quiet', 0)).toEqual({ allowed: false, close: 'loud' });
    expect(budget.take('quiet', 0)).toEqual({ allowed: false, close: 'less-loud' });
    // two closes a second at most
    for (let i = 0; i < 5; i++) budget.take('third', 0);
    expect(budget.take('quiet', 0).close).toBeNull();
  });

  it('an overload from a crowd of quiet sockets drops frames but closes none', () => {
    const budget = new FrameBudget<number>(rule);
    const verdicts = Array.from({ length: 100 }, (_, i) => budget.take(i, 0));
    expect(verdicts.filter((v) => !v.allowed)).toHaveLength(90);
    expect(verdicts.every((v) => v.close === null)).toBe(true);
  });

  it('a closed socket is not named', () => {
    const budget = new FrameBudget<string>(rule);
    for (let i = 0; i < 10; i++) budget.take('gone', 0);
    budget.forget('gone');
    expect(budget.take('quiet', 0)).toEqual({ allowed: false, close: null });
  });

  it("splits the lot's budget by each object's share of the socket cap", () => {
    expect(frameBudgetShare(2_000, 10_000, 10_000)).toBe(2_000);
    expect(frameBudgetShare(2_000, 1_188, 10_000)).toBe(238);
    expect(frameBudgetShare(2_000, 1, 10_000)).toBe(1);
  });
});
