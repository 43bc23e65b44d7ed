import { describe, expect, it } from 'vitest';
import { isCalendarDay, nextDay, parseInstant, zonedTimeToUtc } from '~/domain/sao-paulo-time';

describe('São Paulo calendar', () => {
  it('finds the UTC instant of a local wall-clock time', () => {
    expect(zonedTimeToUtc('2026-11-22').toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-22', '23:59').toISOString()).toBe('2026-11-23T02:59:00.000Z');
    // 2018 still had daylight saving time (UTC−2 in January).
    expect(zonedTimeToUtc('2018-01-15', '12:00').toISOString()).toBe('2018-01-15T14:00:00.000Z');
  });
  it('knows real days', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('22/11/2026')).toBe(false);
  });
});

describe('parseInstant', () => {
  it('reads ISO 8601 with Z or an offset', () => {
    expect(parseInstant('2026-12-01T13:00:00Z')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseInstant('2026-12-01T10:00:00.250-03:00')?.toISOString()).toBe('2026-12-01T13:00:00.250Z');
  });

  it('reads a zone-less time as São Paulo wall-clock time', () => {
    expect(parseInstant('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseInstant('2026-12-01T10:00:30')?.toISOString()).toBe('2026-12-01T13:00:30.000Z');
  });

  it.each(['', 'amanhã', '2026-02-30T10:00:00Z', '2026-12-01T24:00', '2026-12-01 10:00', '2026-12-01', '1764594000000'])(
    'refuses %j',
    (input) => expect(parseInstant(input)).toBeNull(),
  );
});
