import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, WindowLimiter } from '~/domain/window-limiter';

describe('WindowLimiter', () => {
  it('allows the limit per window and per key, then says how long to wait', () => {
    const limiter = new WindowLimiter<string>({ limit: 3, windowMs: 1_000 });
    expect([0, 100, 200].map((t) => limiter.take('ana', 10_000 + t).allowed)).toEqual([true, true, true]);
    expect(limiter.take('ana', 10_400)).toEqual({ allowed: false, count: 4, retryAfterMs: 600 });
    expect(limiter.take('beto', 10_400).allowed).toBe(true);
    expect(limiter.take('ana', 11_000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('forgets ended windows when pruned', () => {
    const limiter = new WindowLimiter<number>({ limit: 1, windowMs: 1_000 });
    limiter.take(1, 0);
    expect(limiter.take(1, 500).allowed).toBe(false);
    limiter.prune(1_000);
    expect(limiter.take(1, 1_001).allowed).toBe(true);
  });

  it('rounds Retry-After up to whole seconds, at least one', () => {
    expect([0, 1, 999, 1_000, 1_001].map(retryAfterSeconds)).toEqual([1, 1, 1, 1, 2]);
  });
});
