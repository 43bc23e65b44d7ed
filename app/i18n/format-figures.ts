/**
 * pt-BR figures for reports and charts: whole counts, a chart's months and days, whole reais. Apart from
 * format.ts, which every page loads, so that the pages without charts do not carry them.
 */
import { zonedParts } from '~/domain/sao-paulo-time';

const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 1234 → "1.234" (counts on cards, charts and tables). */
export function formatInteger(n: number): string {
  return integerFormat.format(n);
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** "2026-11" → "nov/26" (a month on a chart's axis). */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  const name = MONTHS[Number(month) - 1];
  return name && year ? `${name}/${year.slice(2)}` : yearMonth;
}

/** 260000 cents → "R$ 2.600" (a chart's price axis, whose steps are whole reais). */
export function formatWholeBRL(cents: number): string {
  return `R$ ${formatInteger(Math.round(cents / 100))}`;
}

/** → "dd/mm" in America/Sao_Paulo (a day on a chart's time axis). */
export function formatDayMonth(ms: number): string {
  const p = zonedParts(new Date(ms));
  return `${p.day}/${p.month}`;
}
