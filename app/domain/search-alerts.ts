/**
 * Search alerts ('Alertas de busca'): what a saved search matches, as a pure rule, and the one indexed key
 * ("anchor") that finds an alert among thousands when a lot is published (docs/decisions/0045).
 * The rule is the catalogue's own (lots.server.ts, equipment-filters.server.ts): every word of the text is in
 * the lot's search text, the category is equal, memory/storage/battery at least N, the storage kind, the
 * functional grade exactly, the cosmetic grade or better, a wipe certificate covering every drive.
 */
import type { StorageClass } from './equipment/catalogue-columns';
import { cosmeticGradesAtLeast, storageClassesFor, type StorageFilter } from './equipment/catalogue-filters';
import { COSMETIC_GRADES, type CosmeticGrade, type FunctionalGrade } from './equipment/grades';
import { zonedParts, zonedTimeToUtc } from './sao-paulo-time';
import { normalizeSearchText } from './search-text';

export const ALERT_MODES = ['instant', 'digest'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** At most this many alerts per member. */
export const MAX_ALERTS_PER_MEMBER = 20;
export const ALERT_NAME_MAX = 60;
/** An anchor word is cut to this many characters (the rest of the word is checked by `alertMatchesLot`). */
export const ANCHOR_WORD_MAX = 24;

/** What an alert saves: the catalogue's text, category and equipment filters (none of them required, at least one present). */
export interface AlertFilters {
  q: string | null;
  category: string | null;
  minMemoryGb: number | null;
  minStorageGb: number | null;
  storage: StorageFilter | null;
  minBattery: number | null;
  functionalGrade: FunctionalGrade | null;
  cosmeticGrade: CosmeticGrade | null;
  wiped: boolean;
}

/** What matching reads of a lot: its indexed columns. */
export interface MatchableLot {
  searchText: string;
  category: string;
  memoryGb: number | null;
  storageGb: number | null;
  storageClass: StorageClass | null;
  batteryHealth: number | null;
  functionalGrade: FunctionalGrade | null;
  cosmeticGrade: CosmeticGrade | null;
  wipeMethod: string | null;
}

/** The words of a search text, normalised as the catalogue's search normalises them. */
export function searchWords(text: string | null): string[] {
  return text ? normalizeSearchText(text).split(' ').filter(Boolean) : [];
}

export function hasAnyFilter(f: AlertFilters): boolean {
  return (
    searchWords(f.q).length > 0 ||
    f.category !== null ||
    f.minMemoryGb !== null ||
    f.minStorageGb !== null ||
    f.storage !== null ||
    f.minBattery !== null ||
    f.functionalGrade !== null ||
    f.cosmeticGrade !== null ||
    f.wiped
  );
}

const atLeast = (min: number | null, value: number | null) => min === null || (value !== null && value >= min);

/** Whether the lot is one the alert's search would list (the catalogue's rule, filter by filter). */
export function alertMatchesLot(alert: AlertFilters, lot: MatchableLot): boolean {
  if (alert.category !== null && alert.category !== lot.category) return false;
  if (!searchWords(alert.q).every((word) => lot.searchText.includes(word))) return false;
  if (!atLeast(alert.minMemoryGb, lot.memoryGb)) return false;
  if (!atLeast(alert.minStorageGb, lot.storageGb)) return false;
  if (!atLeast(alert.minBattery, lot.batteryHealth)) return false;
  if (alert.storage !== null && (lot.storageClass === null || !storageClassesFor(alert.storage).includes(lot.storageClass))) return false;
  if (alert.functionalGrade !== null && alert.functionalGrade !== lot.functionalGrade) return false;
  if (
    alert.cosmeticGrade !== null &&
    (lot.cosmeticGrade === null || !cosmeticGradesAtLeast(alert.cosmeticGrade).includes(lot.cosmeticGrade))
  )
    return false;
  if (alert.wiped && lot.wipeMethod === null) return false;
  return true;
}

/**
 * The alert's anchor: what every lot it matches must show, stored in an indexed column (`anchor`, `anchor_min`).
 * Its equality part is the most selective equality filter — the text's longest word (`t:word`), else the category
 * (`c:…`), the functional grade (`f:…`), the cosmetic grade (`g:…`), the storage kind (`s:…`), the certificate
 * (`w`) —; its threshold part the first minimum it asks (memory `m`, storage `sg`, battery `b`), whose N is
 * `anchor_min`. Both together read `c:Notebooks|m` with N 16: a lot is a candidate only when it offers the key and
 * reaches the threshold, so a category's many alerts are not all candidates for each of its lots.
 */
export function alertAnchor(f: AlertFilters): { anchor: string; min: number | null } {
  const longest = searchWords(f.q).reduce((a, b) => (b.length > a.length ? b : a), '');
  const equality = longest
    ? `t:${longest.slice(0, ANCHOR_WORD_MAX)}`
    : f.category !== null
      ? `c:${f.category}`
      : f.functionalGrade !== null
        ? `f:${f.functionalGrade}`
        : f.cosmeticGrade !== null
          ? `g:${f.cosmeticGrade}`
          : f.storage !== null
            ? `s:${f.storage}`
            : f.wiped
              ? 'w'
              : null;
  const threshold =
    f.minMemoryGb !== null
      ? { kind: 'm', min: f.minMemoryGb }
      : f.minStorageGb !== null
        ? { kind: 'sg', min: f.minStorageGb }
        : f.minBattery !== null
          ? { kind: 'b', min: f.minBattery }
          : null;
  if (equality === null && threshold === null) throw new Error('alertAnchor: an alert without any filter');
  if (threshold === null) return { anchor: equality!, min: null };
  return { anchor: equality === null ? threshold.kind : `${equality}|${threshold.kind}`, min: threshold.min };
}

/** Every substring of a word up to `ANCHOR_WORD_MAX` characters (a text anchor is found in the middle of a word too, as LIKE '%w%' finds it). */
function substrings(word: string, into: Set<string>) {
  for (let start = 0; start < word.length; start += 1) {
    for (let end = start + 1; end <= Math.min(word.length, start + ANCHOR_WORD_MAX); end += 1) into.add(`t:${word.slice(start, end)}`);
  }
}

/** The equality anchors a lot satisfies: what `alertAnchor` could have stored for an alert that matches it. */
export function lotAnchorKeys(lot: MatchableLot): string[] {
  const keys = new Set<string>([`c:${lot.category}`]);
  for (const word of new Set(lot.searchText.split(' ').filter(Boolean))) substrings(word, keys);
  if (lot.functionalGrade) keys.add(`f:${lot.functionalGrade}`);
  if (lot.cosmeticGrade) {
    // An alert for 'B or better' is told of an A or a B lot: the lot's grade and every worse one.
    for (const grade of COSMETIC_GRADES.slice(COSMETIC_GRADES.indexOf(lot.cosmeticGrade))) keys.add(`g:${grade}`);
  }
  if (lot.storageClass === 'nvme') keys.add('s:nvme');
  if (lot.storageClass === 'nvme' || lot.storageClass === 'ssd') keys.add('s:solid');
  if (lot.wipeMethod !== null) keys.add('w');
  return [...keys];
}

/** The thresholds a lot reaches, with its figures (an absent figure reaches none). */
export function lotAnchorThresholds(lot: MatchableLot): { anchor: 'm' | 'sg' | 'b'; value: number }[] {
  const out: { anchor: 'm' | 'sg' | 'b'; value: number }[] = [];
  if (lot.memoryGb !== null) out.push({ anchor: 'm', value: lot.memoryGb });
  if (lot.storageGb !== null) out.push({ anchor: 'sg', value: lot.storageGb });
  if (lot.batteryHealth !== null) out.push({ anchor: 'b', value: lot.batteryHealth });
  return out;
}

/**
 * What matching looks up for a lot: each anchor it offers (`k`) and, for a threshold anchor, the lot's figure
 * (`v`: the alert's `anchor_min` must be at most it) — every key alone, every key with each threshold the lot
 * reaches, and each threshold alone.
 */
export function lotAnchorLookups(lot: MatchableLot): { k: string; v: number | null }[] {
  const keys = lotAnchorKeys(lot);
  const thresholds = lotAnchorThresholds(lot);
  return [
    ...keys.map((k) => ({ k, v: null })),
    ...keys.flatMap((k) => thresholds.map((t) => ({ k: `${k}|${t.anchor}`, v: t.value }))),
    ...thresholds.map((t) => ({ k: t.anchor, v: t.value })),
  ];
}

/** Whether the lot's lookups find the alert's anchor (what the index finds, before the whole rule is checked). */
export function anchorFound(anchor: { anchor: string; min: number | null }, lookups: readonly { k: string; v: number | null }[]): boolean {
  return lookups.some((l) => l.k === anchor.anchor && (l.v === null ? anchor.min === null : anchor.min !== null && anchor.min <= l.v));
}

/** Of one member's alerts that matched a lot, the one that tells: an instant alert before a digest one, then the oldest. */
export function tellingAlert<T extends { id: number; mode: AlertMode }>(alerts: readonly T[]): T | undefined {
  return [...alerts].sort((a, b) => (a.mode === b.mode ? a.id - b.id : a.mode === 'instant' ? -1 : 1))[0];
}

/** The daily digest's hour, São Paulo time ('Resumo diário'). */
export const DIGEST_HOUR = '08:00';

/**
 * The digest's cut-off at `now`: today's `DIGEST_HOUR` in São Paulo once it has passed (the matches recorded
 * before it go in today's digest, later ones wait for tomorrow's), or null before it (no digest yet today).
 */
export function digestCutoff(now: Date, hour = DIGEST_HOUR): Date | null {
  const p = zonedParts(now);
  const cutoff = zonedTimeToUtc(`${p.year}-${p.month}-${p.day}`, hour);
  return now.getTime() >= cutoff.getTime() ? cutoff : null;
}
