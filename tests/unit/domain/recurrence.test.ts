import { describe, expect, it } from 'vitest';
import { nextOccurrence, shiftDay } from '~/domain/recurrence';

// 14:00 in São Paulo is 17:00 UTC (UTC−3, no daylight saving since 2019).
const at = (day: string, hhmm = '17:00') => `${day}T${hhmm}:00.000Z`;

describe('next occurrence of a recurring schedule', () => {
  it('moves a weekly schedule by N weeks, keeping the hour and the duration', () => {
    const current = { start: at('2026-12-03'), end: at('2026-12-04', '19:30') };
    expect(nextOccurrence(current, { type: 'weekly', interval: 1, until: null })).toEqual({
      start: at('2026-12-10'),
      end: at('2026-12-11', '19:30'),
    });
    expect(nextOccurrence(current, { type: 'weekly', interval: 3, until: null })?.start).toBe(at('2026-12-24'));
  });

  it('crosses the year end', () => {
    expect(nextOccurrence({ start: at('2026-12-28'), end: at('2026-12-29') }, { type: 'weekly', interval: 1, until: null })?.start).toBe(
      at('2027-01-04'),
    );
    expect(nextOccurrence({ start: at('2026-11-15'), end: at('2026-11-16') }, { type: 'monthly', interval: 2, until: null })?.start).toBe(
      at('2027-01-15'),
    );
  });

  it('keeps the São Paulo day when the start is late in the evening (next UTC day)', () => {
    // 23:30 in São Paulo on 31 Jan is 02:30 UTC on 1 Feb.
    const next = nextOccurrence(
      { start: '2027-02-01T02:30:00.000Z', end: '2027-02-01T04:30:00.000Z' },
      { type: 'monthly', interval: 1, until: null },
    );
    expect(next).toEqual({ start: '2027-03-01T02:30:00.000Z', end: '2027-03-01T04:30:00.000Z' });
  });

  it('clamps a monthly day the next month lacks to its last day', () => {
    expect(shiftDay('2027-01-31', 'monthly', 1)).toBe('2027-02-28');
    expect(shiftDay('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
    expect(shiftDay('2027-03-31', 'monthly', 1)).toBe('2027-04-30');
    expect(shiftDay('2027-08-31', 'monthly', 6)).toBe('2028-02-29');
    expect(nextOccurrence({ start: at('2027-01-31'), end: at('2027-02-01') }, { type: 'monthly', interval: 1, until: null })?.start).toBe(
      at('2027-02-28'),
    );
  });

  it('stops after the last day of the recurrence, which itself still counts', () => {
    const current = { start: at('2026-12-03'), end: at('2026-12-04') };
    expect(nextOccurrence(current, { type: 'weekly', interval: 1, until: '2026-12-10' })?.start).toBe(at('2026-12-10'));
    expect(nextOccurrence(current, { type: 'weekly', interval: 1, until: '2026-12-09' })).toBeNull();
    expect(nextOccurrence(current, { type: 'monthly', interval: 1, until: '2026-12-31' })).toBeNull();
  });

  it('refuses an interval below 1 or a malformed end date', () => {
    const current = { start: at('2026-12-03'), end: at('2026-12-04') };
    expect(nextOccurrence(current, { type: 'weekly', interval: 0, until: null })).toBeNull();
    expect(nextOccurrence(current, { type: 'weekly', interval: 1, until: '2026-13-40' })).toBeNull();
  });
});
