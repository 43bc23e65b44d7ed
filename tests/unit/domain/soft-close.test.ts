import { describe, expect, it } from 'vitest';
import { extendedEndMs, lotOutcome, reserveMet } from '~/domain/soft-close';

const MINUTE = 60_000;
const END = Date.parse('2026-12-01T18:00:00.000Z');

describe('prorrogação', () => {
  it('moves the end to the decision + N minutes when it lands in the last N minutes and changes the price or the leader', () => {
    expect(extendedEndMs(END, END - 2 * MINUTE, 3, true)).toBe(END + MINUTE);
    expect(extendedEndMs(END, END - 1, 3, true)).toBe(END - 1 + 3 * MINUTE);
  });

  it('leaves the end alone earlier than that, for a decision that changes nothing, and with N = 0', () => {
    expect(extendedEndMs(END, END - 3 * MINUTE, 3, true)).toBeNull();
    expect(extendedEndMs(END, END - MINUTE, 3, false)).toBeNull();
    expect(extendedEndMs(END, END - MINUTE, 0, true)).toBeNull();
  });

  it('never reopens a closed lot: a decision at or after the end extends nothing', () => {
    expect(extendedEndMs(END, END, 3, true)).toBeNull();
    expect(extendedEndMs(END, END + 1, 3, true)).toBeNull();
  });

  it('extends again and again, with no cap', () => {
    let end = END;
    for (let i = 0; i < 50; i++) end = extendedEndMs(end, end - 30_000, 3, true)!;
    expect(end).toBe(END + 50 * (3 * MINUTE - 30_000));
  });
});

describe('reserva', () => {
  it('is met, not met, or null for a lot without one', () => {
    expect(reserveMet(60_000, 3, 60_000)).toBe(true);
    expect(reserveMet(59_000, 3, 60_000)).toBe(false);
    expect(reserveMet(100_000, 0, 60_000)).toBe(false);
    expect(reserveMet(10_000, 2, null)).toBeNull();
  });

  it('decides how a closed lot ends', () => {
    expect(lotOutcome(10_000, 0, null)).toBe('no_bids');
    expect(lotOutcome(10_000, 0, 60_000)).toBe('no_bids');
    expect(lotOutcome(59_000, 4, 60_000)).toBe('reserve_not_met');
    expect(lotOutcome(60_000, 4, 60_000)).toBe('sold');
    expect(lotOutcome(11_000, 1, null)).toBe('sold');
  });
});
