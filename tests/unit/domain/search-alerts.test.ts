import { describe, expect, it } from 'vitest';
import {
  alertAnchor,
  alertMatchesLot,
  anchorFound,
  digestCutoff,
  hasAnyFilter,
  lotAnchorKeys,
  lotAnchorLookups,
  tellingAlert,
  type AlertFilters,
  type MatchableLot,
} from '~/domain/search-alerts';

const none: AlertFilters = {
  q: null,
  category: null,
  minMemoryGb: null,
  minStorageGb: null,
  storage: null,
  minBattery: null,
  functionalGrade: null,
  cosmeticGrade: null,
  wiped: false,
};

const notebook: MatchableLot = {
  searchText: 'notebook dell latitude 5420 core i5 bateria original',
  category: 'Notebooks',
  memoryGb: 16,
  storageGb: 512,
  storageClass: 'nvme',
  batteryHealth: 84,
  functionalGrade: 'tested',
  cosmeticGrade: 'B',
  wipeMethod: 'purge',
};

const alert = (f: Partial<AlertFilters>): AlertFilters => ({ ...none, ...f });

/** What matching at publication finds: the anchor lookup, then the whole rule (as alert-matching.server.ts does). */
function foundByIndex(f: AlertFilters, lot: MatchableLot): boolean {
  return anchorFound(alertAnchor(f), lotAnchorLookups(lot)) && alertMatchesLot(f, lot);
}

describe('what a search alert matches', () => {
  it('needs every word of the text in the lot, accents and case aside, as the catalogue search does', () => {
    expect(alertMatchesLot(alert({ q: 'latitude i5' }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ q: 'latitude i7' }), notebook)).toBe(false);
    expect(alertMatchesLot(alert({ q: 'BATÉRIA' }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ q: 'note' }), notebook)).toBe(true);
  });

  it('takes memory, storage and battery as minimums, and a lot without the figure matches none', () => {
    expect(alertMatchesLot(alert({ minMemoryGb: 16 }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ minMemoryGb: 32 }), notebook)).toBe(false);
    expect(alertMatchesLot(alert({ minStorageGb: 512, minBattery: 80 }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ minBattery: 85 }), notebook)).toBe(false);
    expect(alertMatchesLot(alert({ minBattery: 1 }), { ...notebook, batteryHealth: null })).toBe(false);
  });

  it('lets NVMe through "solid" and "nvme", SSD through "solid" only, a disk through neither', () => {
    expect(alertMatchesLot(alert({ storage: 'nvme' }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ storage: 'solid' }), { ...notebook, storageClass: 'ssd' })).toBe(true);
    expect(alertMatchesLot(alert({ storage: 'nvme' }), { ...notebook, storageClass: 'ssd' })).toBe(false);
    expect(alertMatchesLot(alert({ storage: 'solid' }), { ...notebook, storageClass: 'hdd' })).toBe(false);
  });

  it('takes the cosmetic grade or better, and the functional grade exactly', () => {
    expect(alertMatchesLot(alert({ cosmeticGrade: 'B' }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ cosmeticGrade: 'C' }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ cosmeticGrade: 'A' }), notebook)).toBe(false);
    expect(alertMatchesLot(alert({ functionalGrade: 'tested' }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ functionalGrade: 'untested' }), notebook)).toBe(false);
  });

  it('needs the same category and, when asked, a wipe certificate', () => {
    expect(alertMatchesLot(alert({ category: 'Notebooks', wiped: true }), notebook)).toBe(true);
    expect(alertMatchesLot(alert({ category: 'Desktops' }), notebook)).toBe(false);
    expect(alertMatchesLot(alert({ wiped: true }), { ...notebook, wipeMethod: null })).toBe(false);
  });

  it('counts an alert with no filter at all as empty (blank text included)', () => {
    expect(hasAnyFilter(none)).toBe(false);
    expect(hasAnyFilter(alert({ q: '   ' }))).toBe(false);
    expect(hasAnyFilter(alert({ wiped: true }))).toBe(true);
  });
});

describe('finding alerts by their anchor', () => {
  const alerts: AlertFilters[] = [
    alert({ q: 'notebook 16gb' }),
    alert({ q: 'atitud' }),
    alert({ category: 'Notebooks', minMemoryGb: 8 }),
    alert({ functionalGrade: 'tested' }),
    alert({ cosmeticGrade: 'C' }),
    alert({ cosmeticGrade: 'B' }),
    alert({ storage: 'solid' }),
    alert({ storage: 'nvme', minMemoryGb: 16 }),
    alert({ wiped: true }),
    alert({ minMemoryGb: 16 }),
    alert({ minStorageGb: 256 }),
    alert({ minBattery: 80 }),
    alert({ category: 'Notebooks', storage: 'nvme', minMemoryGb: 32, minBattery: 80 }),
    alert({ q: 'latitude', minBattery: 85 }),
    alert({ wiped: true, minStorageGb: 256 }),
  ];

  it('finds every alert the whole rule matches, and no other', () => {
    for (const f of alerts) expect(foundByIndex(f, notebook), JSON.stringify(f)).toBe(alertMatchesLot(f, notebook));
    const other: MatchableLot = {
      ...notebook,
      searchText: 'desktop optiplex',
      category: 'Desktops',
      memoryGb: 4,
      storageClass: 'hdd',
      cosmeticGrade: 'D',
      wipeMethod: null,
      batteryHealth: null,
    };
    for (const f of alerts) expect(foundByIndex(f, other), JSON.stringify(f)).toBe(alertMatchesLot(f, other));
  });

  it('anchors on the text longest word first, then category, grades, storage kind, certificate, with the first threshold', () => {
    expect(alertAnchor(alert({ q: 'dell latitude', category: 'Notebooks' }))).toEqual({ anchor: 't:latitude', min: null });
    expect(alertAnchor(alert({ category: 'Notebooks', minMemoryGb: 8 }))).toEqual({ anchor: 'c:Notebooks|m', min: 8 });
    expect(alertAnchor(alert({ minBattery: 80, minMemoryGb: 8 }))).toEqual({ anchor: 'm', min: 8 });
    expect(alertAnchor(alert({ minBattery: 80 }))).toEqual({ anchor: 'b', min: 80 });
    expect(() => alertAnchor(none)).toThrow();
  });

  it('finds a category alert with a threshold only for lots that reach it', () => {
    const anchor = alertAnchor(alert({ category: 'Notebooks', minMemoryGb: 32 }));
    expect(anchorFound(anchor, lotAnchorLookups(notebook))).toBe(false);
    expect(anchorFound(anchor, lotAnchorLookups({ ...notebook, memoryGb: 32 }))).toBe(true);
    expect(anchorFound(anchor, lotAnchorLookups({ ...notebook, memoryGb: null }))).toBe(false);
  });

  it('offers a lot of grade B to the alerts for B, C and D or better, never to A', () => {
    const keys = lotAnchorKeys(notebook);
    expect(keys).toEqual(expect.arrayContaining(['g:B', 'g:C', 'g:D']));
    expect(keys).not.toContain('g:A');
  });
});

describe('who tells and when', () => {
  it('lets an instant alert tell before a digest one, then the oldest', () => {
    expect(
      tellingAlert([
        { id: 1, mode: 'digest' as const },
        { id: 5, mode: 'instant' as const },
        { id: 3, mode: 'instant' as const },
      ])?.id,
    ).toBe(3);
    expect(
      tellingAlert([
        { id: 4, mode: 'digest' as const },
        { id: 2, mode: 'digest' as const },
      ])?.id,
    ).toBe(2);
  });

  it('cuts the daily digest at 08:00 São Paulo, and has none before it', () => {
    expect(digestCutoff(new Date('2026-11-28T10:59:00Z'))).toBeNull(); // 07:59 in São Paulo
    expect(digestCutoff(new Date('2026-11-28T11:00:00Z'))?.toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(digestCutoff(new Date('2026-11-29T02:30:00Z'))?.toISOString()).toBe('2026-11-28T11:00:00.000Z'); // 23:30 of the 28th
  });
});
