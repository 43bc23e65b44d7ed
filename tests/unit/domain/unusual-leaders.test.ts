import { describe, expect, it } from 'vitest';
import { unusualLeaders } from '~/domain/unusual-leaders';

describe('a member leading an unusual share of the running lots', () => {
  it('flags a member who leads at least 25 % of the running lots and at least 5 of them', () => {
    expect(unusualLeaders([{ userId: 7, lots: 5 }], 20)).toEqual([{ userId: 7, lots: 5, share: 0.25 }]);
  });

  it('does not flag a member under 25 % of the running lots', () => {
    expect(unusualLeaders([{ userId: 7, lots: 5 }], 21)).toEqual([]);
  });

  it('does not flag a member leading fewer than 5 lots, however small the catalogue', () => {
    expect(unusualLeaders([{ userId: 7, lots: 4 }], 4)).toEqual([]);
  });

  it('lists every flagged member, most lots first', () => {
    const led = [
      { userId: 3, lots: 6 },
      { userId: 9, lots: 8 },
      { userId: 4, lots: 1 },
    ];
    expect(unusualLeaders(led, 15).map((l) => [l.userId, l.lots])).toEqual([
      [9, 8],
      [3, 6],
    ]);
  });

  it('flags nobody when no lot is running', () => {
    expect(unusualLeaders([{ userId: 7, lots: 5 }], 0)).toEqual([]);
  });
});
