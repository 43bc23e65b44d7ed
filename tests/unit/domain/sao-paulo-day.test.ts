import { describe, expect, it } from 'vitest';
import { saoPauloDateTimeInput, saoPauloDayRange } from '~/domain/sao-paulo-day';

describe('a São Paulo calendar day as instants', () => {
  it('runs from 03:00 UTC to 03:00 UTC of the next day (UTC−3)', () => {
    expect(saoPauloDayRange('2031-03-10')).toEqual({ from: '2031-03-10T03:00:00.000Z', until: '2031-03-11T03:00:00.000Z' });
  });

  it('crosses month and year ends', () => {
    expect(saoPauloDayRange('2026-12-31')).toEqual({ from: '2026-12-31T03:00:00.000Z', until: '2027-01-01T03:00:00.000Z' });
    expect(saoPauloDayRange('2028-02-29').until).toBe('2028-03-01T03:00:00.000Z');
  });

  it('puts 23:59 of a day in São Paulo inside it, although that is already the next day in UTC', () => {
    const { from, until } = saoPauloDayRange('2026-11-23');
    const lateEvening = '2026-11-24T02:59:00.000Z';
    expect(lateEvening >= from && lateEvening < until).toBe(true);
    expect('2026-11-24T03:00:00.000Z' < until).toBe(false);
  });
});

describe('an instant as the value of a datetime-local field, in São Paulo time', () => {
  it('shows the wall clock of São Paulo, across the UTC midnight', () => {
    expect(saoPauloDateTimeInput('2026-11-24T02:30:00.000Z')).toBe('2026-11-23T23:30');
    expect(saoPauloDateTimeInput('2026-11-23T15:05:59.000Z')).toBe('2026-11-23T12:05');
  });

  it('is empty without a valid instant', () => {
    expect(saoPauloDateTimeInput(null)).toBe('');
    expect(saoPauloDateTimeInput('ontem')).toBe('');
  });
});
