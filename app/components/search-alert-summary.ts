/** A search alert's filters in words ("\"dell\", categoria Notebooks, memória a partir de 16 GB"), for the dialog and the dashboard. */
import { alertsText } from '~/i18n/pt-BR-alerts';
import { gradeText } from '~/i18n/pt-BR-grades';
import type { SearchAlertDto } from '~/schemas/search-alert';

const t = alertsText.summary;

export type AlertFilterValues = {
  [K in keyof SearchAlertDto['filters']]?: SearchAlertDto['filters'][K] | undefined;
};

export function alertFilterWords(f: AlertFilterValues): string[] {
  const words: string[] = [];
  if (f.q) words.push(t.text(f.q));
  if (f.category) words.push(t.category(f.category));
  if (f.minMemory) words.push(t.minMemory(f.minMemory));
  if (f.minStorage) words.push(t.minStorage(f.minStorage));
  if (f.storage) words.push(t.storage[f.storage]);
  if (f.minBattery) words.push(t.minBattery(f.minBattery));
  if (f.functional) words.push(t.functional(gradeText.functional[f.functional]));
  if (f.cosmetic) words.push(t.cosmetic(f.cosmetic));
  if (f.wiped) words.push(t.wiped);
  return words;
}

/** The name the dialog suggests: the filters in words, cut to fit the name's limit. */
export function suggestedAlertName(f: AlertFilterValues, max: number): string {
  const name = alertFilterWords(f).join(', ');
  const upper = name.charAt(0).toUpperCase() + name.slice(1);
  return upper.length <= max ? upper : `${upper.slice(0, max - 1).trimEnd()}…`;
}
