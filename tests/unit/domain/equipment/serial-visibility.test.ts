import { describe, expect, it } from 'vitest';
import { seesWholeSerials } from '~/domain/equipment/serial-visibility';

const sold = { winnerUserId: 7, outcome: 'sold' as const };

describe('seesWholeSerials', () => {
  it('shows them whole to administrators, on any lot', () => {
    expect(seesWholeSerials({ winnerUserId: null, outcome: null }, { id: 1, isAdmin: true })).toBe(true);
    expect(seesWholeSerials(sold, { id: 1, isAdmin: true })).toBe(true);
  });

  it('shows them whole to the winner of a sold lot', () => {
    expect(seesWholeSerials(sold, { id: 7, isAdmin: false })).toBe(true);
  });

  it('masks them for visitors, other members, and a lot that was not sold', () => {
    expect(seesWholeSerials(sold, null)).toBe(false);
    expect(seesWholeSerials(sold, { id: 8, isAdmin: false })).toBe(false);
    expect(seesWholeSerials({ winnerUserId: 7, outcome: 'reserve_not_met' }, { id: 7, isAdmin: false })).toBe(false);
    expect(seesWholeSerials({ winnerUserId: 7, outcome: null }, { id: 7, isAdmin: false })).toBe(false);
  });
});
