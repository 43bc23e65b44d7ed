/** pt-BR formatting: R$ 1.234,56; dd/mm/aaaa HH:mm in America/Sao_Paulo; the countdown strings. */
import { zonedParts } from '~/domain/sao-paulo-time';
import { siteText } from './pt-BR';

export const DATE_UNAVAILABLE = 'Data não disponível';

/** 123456 → "R$ 1.234,56" (a plain space after R$, not Intl's no-break space). */
export function formatBRL(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const reais = Math.floor(abs / 100).toString();
  const centavos = (abs % 100).toString().padStart(2, '0');
  const grouped = reais.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}R$ ${grouped},${centavos}`;
}

/** 1234.56 (reais, as the API's DTOs carry them) → "R$ 1.234,56" (formatBRL rounds to the nearest cent). */
export function formatReais(reais: number): string {
  return formatBRL(reais * 100);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** → "dd/mm/aaaa HH:mm" in America/Sao_Paulo, or 'Data não disponível'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return DATE_UNAVAILABLE;
  const p = zonedParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** → "dd/mm HH:mm" in America/Sao_Paulo (recent events, where the year goes without saying). */
export function formatDayMonthTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return DATE_UNAVAILABLE;
  const p = zonedParts(d);
  return `${p.day}/${p.month} ${p.hour}:${p.minute}`;
}

/** → "HH:mm" in America/Sao_Paulo (a time of today's events, a lot's new end). */
export function formatTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return DATE_UNAVAILABLE;
  const p = zonedParts(d);
  return `${p.hour}:${p.minute}`;
}

/** → "dd/mm/aaaa" in America/Sao_Paulo, or 'Data não disponível'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return DATE_UNAVAILABLE;
  const p = zonedParts(d);
  return `${p.day}/${p.month}/${p.year}`;
}

/**
 * The lot countdown: "Nd Nh Nm Ns" with days, "Nh Nm Ns" without, "—" without an end time,
 * "Encerrado" once over. `now` is the server-corrected clock in ms.
 */
export function formatCountdown(endsAt: string | number | Date | null | undefined, now: number): string {
  const end = toDate(endsAt);
  if (!end) return siteText.countdown.none;
  const ms = end.getTime() - now;
  if (ms <= 0) return siteText.countdown.over;
  const total = Math.floor(ms / 1000);
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  return d > 0 ? `${d}d ${h}h ${m}m ${s}s` : `${h}h ${m}m ${s}s`;
}

/** "2026-11-22" (a calendar day) → "22/11/2026". */
export function formatCalendarDay(day: string): string {
  return day.split('-').reverse().join('/');
}

/** → "dd/mm" in America/Sao_Paulo (since when: 'Chrome em Android, desde 21/11'). */
export function formatDayMonth(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return DATE_UNAVAILABLE;
  const p = zonedParts(d);
  return `${p.day}/${p.month}`;
}
