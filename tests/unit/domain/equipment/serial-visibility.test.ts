import { describe, expect, it } from 'vitest';
import { seesWholeSerials } from '~/domain/equipment/serial-visibility';

const sold = { winnerUserId: 7, outcome: 'sold' as const, winnerPaid: true };

describe('seesWholeSerials', () => {
  it('shows them whole to administrators, on any lot', () => {
    expect(seesWholeSerials({ winnerUserId: null, outcome: null, winnerPaid: false }, { id: 1, isAdmin: true })).toBe(true);
    expect(seesWholeSerials(sold, { id: 1, isAdmin: true })).toBe(true);
  });

  it('shows them whole to the winner of a sold lot whose payment is approved', () => {
    expect(seesWholeSerials(sold, { id: 7, isAdmin: false })).toBe(true);
  });

  it('masks them for an unpaid winner until the payment is approved', () => {
    expect(seesWholeSerials({ ...sold, winnerPaid: false }, { id: 7, isAdmin: false })).toBe(false);
  });

  it('masks them for visitors, other members, and a lot that was not sold', () => {
    expect(seesWholeSerials(sold, null)).toBe(false);
    expect(seesWholeSerials(sold, { id: 8, isAdmin: false })).toBe(false);
    expect(seesWholeSerials({ ...sold, outcome: 'reserve_not_met' }, { id: 7, isAdmin: false })).toBe(false);
    expect(seesWholeSerials({ ...sold, outcome: null }, { id: 7, isAdmin: false })).toBe(false);
  });
});
