import { describe, expect, it } from 'vitest';
import { extendedEndMs, extensionCapReached, latestExtendedEndMs, lotOutcome, reserveMet } from '~/domain/soft-close';

const MINUTE = 60_000;
const END = Date.parse('2026-12-01T18:00:00.000Z');

describe('prorrogação', () => {
  it('moves the end to the decision + N minutes when it lands in the last N minutes and changes the leader', () => {
    expect(extendedEndMs(END, END - 2 * MINUTE, 3, true)).toBe(END + MINUTE);
    expect(extendedEndMs(END, END - 1, 3, true)).toBe(END - 1 + 3 * MINUTE);
  });

  it('leaves the end alone earlier than that, for a decision that does not change the leader, and with N = 0', () => {
    expect(extendedEndMs(END, END - 3 * MINUTE, 3, true)).toBeNull();
    expect(extendedEndMs(END, END - MINUTE, 3, false)).toBeNull();
    expect(extendedEndMs(END, END - MINUTE, 0, true)).toBeNull();
  });

  it('never reopens a closed lot: a decision at or after the end extends nothing', () => {
    expect(extendedEndMs(END, END, 3, true)).toBeNull();
    expect(extendedEndMs(END, END + 1, 3, true)).toBeNull();
  });

  it('extends again and again until the total extension reaches the cap, then no more', () => {
    const latest = latestExtendedEndMs(END, null, 60);
    expect(latest).toBe(END + 60 * MINUTE);
    let end = END;
    let extensions = 0;
    for (let i = 0; i < 100; i++) {
      const next = extendedEndMs(end, end - 30_000, 3, true, latest);
      if (next === null) break;
      end = next;
      extensions++;
    }
    expect(end).toBe(END + 60 * MINUTE);
    expect(extensions).toBe(Math.ceil(60 / 2.5));
    expect(extendedEndMs(end, end - 30_000, 3, true, latest)).toBeNull();
    expect(extensionCapReached(end, END, 60)).toBe(true);
  });

  it('a last extension stops at the cap instead of passing it', () => {
    const latest = latestExtendedEndMs(END + 59 * MINUTE, END, 60);
    expect(extendedEndMs(END + 59 * MINUTE, END + 58 * MINUTE, 3, true, latest)).toBe(END + 60 * MINUTE);
    expect(extensionCapReached(END + 59 * MINUTE, END, 60)).toBe(false);
  });

  it('a lot never extended has not reached the cap, and counts it from its own end', () => {
    expect(extensionCapReached(END, null, 60)).toBe(false);
    expect(latestExtendedEndMs(END, null, 30)).toBe(END + 30 * MINUTE);
    expect(latestExtendedEndMs(END + 10 * MINUTE, END, 30)).toBe(END + 30 * MINUTE);
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
