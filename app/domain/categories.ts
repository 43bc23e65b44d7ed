/**
 * The catalogue's categories are a managed list (the `categories` table, decision 0034): administrators add,
 * rename and retire them. Lots, schedules and templates keep the category's name; a rename rewrites it on all
 * of them at once. Two names are the same category when they differ only in case or spacing.
 */

/** The categories every house starts with (migration 0016 inserts them; the demo catalogue uses them). */
export const CATALOGUE_CATEGORIES = [
  'Notebooks',
  'Desktops',
  'Monitores',
  'Servidores',
  'Redes',
  'Periféricos',
  'Componentes',
  'Celulares e Tablets',
  'Outros',
] as const;

export type CatalogueCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** The longest name a category may have (a lot's category field takes as much). */
export const CATEGORY_NAME_MAX = 80;

/** A name as it is stored: Unicode-composed, trimmed, runs of spaces made one. */
export function categoryName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** What makes two names one category: the stored name in lower case ('redes', ' REDES ' and 'Redes' are one). */
export function categoryKey(name: string): string {
  return categoryName(name).toLocaleLowerCase('pt-BR');
}

export interface CategoryEntry {
  name: string;
  retired: boolean;
}

export type CategoryPick = { ok: true; name: string } | { ok: false; reason: 'unknown' | 'retired' };

/**
 * The category a lot, schedule or template takes when `raw` is asked for: the list's own spelling of it. A
 * retired category is refused unless it is the one the record already has (`current`): what was filed under
 * it keeps it. A name the list does not know is refused, again unless it is the record's own.
 */
export function pickCategory(list: readonly CategoryEntry[], raw: string, current: string | null = null): CategoryPick {
  const key = categoryKey(raw);
  const found = list.find((entry) => categoryKey(entry.name) === key);
  const keeps = current !== null && categoryKey(current) === key;
  if (keeps) return { ok: true, name: found?.name ?? current };
  if (!found) return { ok: false, reason: 'unknown' };
  if (found.retired) return { ok: false, reason: 'retired' };
  return { ok: true, name: found.name };
}

/** The categories a form offers: the active ones, and the record's own after them when it is no longer among them. */
export function offeredCategories(active: readonly string[], current: string | null = null): string[] {
  if (current === null || current === '' || active.some((name) => categoryKey(name) === categoryKey(current))) return [...active];
  return [...active, current];
}

/** Whether `name` would be a second category beside those of `list` (the one being renamed, `except`, left aside). */
export function clashesWith<T extends { id: number; name: string }>(list: readonly T[], name: string, except?: number): T | undefined {
  const key = categoryKey(name);
  return list.find((entry) => entry.id !== except && categoryKey(entry.name) === key);
}
