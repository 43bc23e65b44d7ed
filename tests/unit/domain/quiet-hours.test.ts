import { describe, expect, it } from 'vitest';
import { isQuietHours } from '~/domain/quiet-hours';

describe('quiet hours (São Paulo)', () => {
  it('the default window wraps past midnight', () => {
    // 01:30 UTC = 22:30 in São Paulo
    expect(isQuietHours(new Date('2026-11-23T01:30:00Z'), '22:00', '08:00')).toBe(true);
    expect(isQuietHours(new Date('2026-11-22T10:59:00Z'), '22:00', '08:00')).toBe(true); // 07:59
    expect(isQuietHours(new Date('2026-11-22T11:00:00Z'), '22:00', '08:00')).toBe(false); // 08:00
    expect(isQuietHours(new Date('2026-11-22T15:00:00Z'), '22:00', '08:00')).toBe(false); // 12:00
  });
  it('a same-day window, equal bounds and nonsense never quiet', () => {
    expect(isQuietHours(new Date('2026-11-22T15:00:00Z'), '11:00', '13:00')).toBe(true);
    expect(isQuietHours(new Date('2026-11-22T15:00:00Z'), '12:00', '12:00')).toBe(false);
    expect(isQuietHours(new Date('2026-11-22T15:00:00Z'), '25:00', '08:00')).toBe(false);
  });
});
