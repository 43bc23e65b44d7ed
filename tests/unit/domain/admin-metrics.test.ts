import { describe, expect, it } from 'vitest';
import {
  average,
  bidEventsFrom,
  changedCounters,
  fraction,
  lastMonths,
  metricName,
  metricValue,
  pulseCalendar,
  ZERO_COUNTERS,
} from '~/domain/admin-metrics';

describe('pulseCalendar', () => {
  it('counts days and months in São Paulo, not UTC', () => {
    // 02:30 UTC on 1 December is still 30 November, 23:30, in São Paulo.
    const cal = pulseCalendar(Date.parse('2026-12-01T02:30:00Z'));
    expect(cal.day).toBe('2026-11-30');
    expect(cal.month).toBe('2026-11');
    expect(cal.dayStart).toBe('2026-11-30T03:00:00.000Z');
    expect(cal.dayEnd).toBe('2026-12-01T03:00:00.000Z');
    expect(cal.monthStart).toBe('2026-11-01T03:00:00.000Z');
    expect(cal.nextMidnight).toBe(Date.parse('2026-12-01T03:00:00Z'));
  });
});

describe('lastMonths', () => {
  it('gives six São Paulo months oldest first, across a year boundary, with contiguous bounds', () => {
    const months = lastMonths(Date.parse('2027-02-10T12:00:00Z'), 6);
    expect(months.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(months[0]!.start).toBe('2026-09-01T03:00:00.000Z');
    for (let i = 1; i < months.length; i++) expect(months[i]!.start).toBe(months[i - 1]!.end);
  });
});

describe('figures', () => {
  it('are fractions and averages that never divide by zero', () => {
    expect(fraction(1, 2)).toBe(0.5);
    expect(fraction(1, 3)).toBe(0.3333);
    expect(fraction(3, 0)).toBe(0);
    expect(fraction(5, 4)).toBe(1);
    expect(average(7, 2)).toBe(3.5);
    expect(average(7, 0)).toBe(0);
  });

  it('name money metrics in reais on the wire and report only the counters that moved', () => {
    expect(metricName('daily_revenue_cents')).toBe('daily_revenue');
    expect(metricValue('daily_revenue_cents', 151_050)).toBe(1510.5);
    expect(metricValue('daily_bids', 3)).toBe(3);
    expect(changedCounters(ZERO_COUNTERS, { ...ZERO_COUNTERS, daily_bids: 1, online_users: 2 })).toEqual(['online_users', 'daily_bids']);
    expect(changedCounters(ZERO_COUNTERS, { ...ZERO_COUNTERS })).toEqual([]);
  });

  it('counts bid events from the later of the rebuild cutoff and the start of the day', () => {
    expect(bidEventsFrom('2026-11-23T12:00:00.000Z', '2026-11-23T03:00:00.000Z')).toBe('2026-11-23T12:00:00.000Z');
    expect(bidEventsFrom('2026-11-23T02:59:00.000Z', '2026-11-23T03:00:00.000Z')).toBe('2026-11-23T03:00:00.000Z');
  });
});
