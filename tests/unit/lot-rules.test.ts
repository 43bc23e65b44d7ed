import { describe, expect, it } from 'vitest';
import { isLotCondition, LOT_CONDITIONS } from '~/domain/lot-condition';
import { displayStatus, LOT_STATUSES, STATUS_GROUP_RANK } from '~/domain/lot-status';
import { isCalendarDay, nextDay, zonedTimeToUtc } from '~/domain/sao-paulo-time';
import { normalizeSearchText, escapeLike } from '~/domain/search-text';
import { lotListQueryToParams, parseLotListQuery, parseLotListQueryLenient } from '~/schemas/lot-list-query';

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

describe('the lists of statuses and conditions', () => {
  it('keeps the stored statuses and the spec’s conditions', () => {
    expect(LOT_STATUSES).toEqual(['active', 'closed', 'pending']);
    expect(LOT_CONDITIONS).toEqual(['Novo', 'Usado - Excelente', 'Usado - Bom', 'Usado - Regular', 'Para Reparo']);
  });
  it('recognises a condition only as written', () => {
    expect(isLotCondition('Usado - Bom')).toBe(true);
    expect(isLotCondition('usado - bom')).toBe(false);
    expect(isLotCondition('Seminovo')).toBe(false);
  });
});

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('  Câmera  NOTURNA Ação ')).toBe('camera noturna acao');
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});

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

describe('lot list query', () => {
  it('reads the spec aliases and reais with a comma', () => {
    const parsed = parseLotListQuery(
      new URLSearchParams('sortBy=price-low&search=dell&minPrice=1.500,50&status=active&endBefore=2026-12-01'),
    );
    expect(parsed.success && parsed.data).toMatchObject({
      sort: 'price-low',
      q: 'dell',
      minPrice: 150050,
      status: 'active',
      endBefore: '2026-12-01',
      page: 1,
      per_page: 9,
    });
  });
  it('is strict for the API and lenient for shared page links', () => {
    const params = new URLSearchParams('sort=cheapest&category=Notebooks&page=-3');
    expect(parseLotListQuery(params).success).toBe(false);
    expect(parseLotListQueryLenient(params)).toMatchObject({ sort: 'ending-soon', category: 'Notebooks', page: 1 });
  });
  it('writes short URLs without defaults', () => {
    expect(lotListQueryToParams({ sort: 'ending-soon', status: 'all', page: 1, category: 'Redes', q: '' }).toString()).toBe(
      'category=Redes',
    );
  });
});
