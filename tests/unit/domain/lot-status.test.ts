import { describe, expect, it } from 'vitest';
import { displayStatus, LOT_STATUSES, STATUS_GROUP_RANK } from '~/domain/lot-status';

const now = Date.parse('2026-11-22T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('displayStatus', () => {
  it('derives waiting and past-end states from an active lot', () => {
    expect(displayStatus({ status: 'active', startsAt: at(-1000), endsAt: at(1000) }, now)).toBe('active');
    expect(displayStatus({ status: 'active', startsAt: null, endsAt: at(1000) }, now)).toBe('active');
    expect(displayStatus({ status: 'active', startsAt: at(1000), endsAt: at(5000) }, now)).toBe('scheduled');
    expect(displayStatus({ status: 'active', startsAt: null, endsAt: at(0) }, now)).toBe('closed');
    expect(displayStatus({ status: 'closed', startsAt: null, endsAt: at(1000) }, now)).toBe('closed');
    expect(displayStatus({ status: 'pending', startsAt: null, endsAt: null }, now)).toBe('pending');
  });
  it('ranks active → scheduled → closed → others', () => {
    expect(STATUS_GROUP_RANK.active).toBeLessThan(STATUS_GROUP_RANK.scheduled);
    expect(STATUS_GROUP_RANK.scheduled).toBeLessThan(STATUS_GROUP_RANK.closed);
    expect(STATUS_GROUP_RANK.closed).toBeLessThan(STATUS_GROUP_RANK.pending);
  });
});

describe('the list of statuses', () => {
  it('keeps the stored statuses', () => {
    expect(LOT_STATUSES).toEqual(['active', 'closed', 'pending']);
  });
});
