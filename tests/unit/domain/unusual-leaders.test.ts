import { describe, expect, it } from 'vitest';
import { unusualLeaders } from '~/domain/unusual-leaders';

const lots = (...leaders: (number | null)[]) => leaders;
const repeat = (userId: number | null, n: number) => Array.from({ length: n }, () => userId);

describe('a member leading an unusual share of the running lots', () => {
  it('flags a member who leads at least 25 % of the running lots and at least 5 of them', () => {
    const running = [...repeat(7, 5), ...repeat(null, 15)];
    expect(unusualLeaders(running)).toEqual([{ userId: 7, lots: 5, share: 0.25 }]);
  });

  it('does not flag a member under 25 % of the running lots', () => {
    expect(unusualLeaders([...repeat(7, 5), ...repeat(null, 16)])).toEqual([]);
  });

  it('does not flag a member leading fewer than 5 lots, however small the catalogue', () => {
    expect(unusualLeaders(lots(7, 7, 7, 7))).toEqual([]);
  });

  it('lists every flagged member, most lots first', () => {
    const running = [...repeat(3, 6), ...repeat(9, 8), ...repeat(4, 1)];
    expect(unusualLeaders(running).map((l) => [l.userId, l.lots])).toEqual([
      [9, 8],
      [3, 6],
    ]);
  });

  it('flags nobody when no lot is running', () => {
    expect(unusualLeaders([])).toEqual([]);
  });
});
