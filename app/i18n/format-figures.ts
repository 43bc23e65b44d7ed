/**
 * pt-BR figures for reports and charts: whole counts and a chart's months. Apart from format.ts, which every
 * page loads, so that the pages without charts do not carry them.
 */
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
