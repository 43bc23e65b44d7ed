/** What the realtime protocol's helpers decide about a bid's answer. */
import { describe, expect, it } from 'vitest';
import { answeredAtOnce, type LiveBid } from '~/schemas/live';

const bid = (seq: number, isAuto = false): LiveBid => ({
  seq,
  amount: 100 + seq * 10,
  created_at: '2026-11-26T12:00:00.000Z',
  is_auto: isAuto,
});

describe('answeredAtOnce', () => {
  it('is true when another bid of the same decision came after ours (a maximum answered it)', () => {
    expect(answeredAtOnce(4, { last_bid: bid(5, true) })).toBe(true);
  });

  it('is false when ours is the last bid of the lot, and for a replayed answer that names no bid', () => {
    expect(answeredAtOnce(4, { last_bid: bid(4) })).toBe(false);
    expect(answeredAtOnce(4, { last_bid: null })).toBe(false);
  });
});
