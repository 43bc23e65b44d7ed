/**
 * Reading an amount given in reais, by an API client (a number) or by a person (what they typed), into cents;
 * null when it is not a valid amount. Apart from money.ts, so that pages that only show amounts do not load it.
 */
import { MAX_CENTS, reaisToNearestCents } from './money';

/** Reais as a number (API edge) → cents, or null when it is not a finite, non-negative amount with at most 2 decimals. */
export function reaisToCents(reais: number): number | null {
  if (typeof reais !== 'number' || !Number.isFinite(reais) || reais < 0) return null;
  const cents = reaisToNearestCents(reais);
  if (Math.abs(cents - reais * 100) > 1e-6 * Math.max(1, Math.abs(reais * 100))) return null;
  if (cents > MAX_CENTS) return null;
  return cents;
}

/**
 * Parses what a person types as an amount in reais: "1510,50", "1510.5", "1.510,50", "R$ 1.510,50".
 * When both separators appear, the last one is the decimal separator. Returns cents or null.
 */
export function parseReaisInput(input: string | number): number | null {
  if (typeof input === 'number') return reaisToCents(input);
  let s = input
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalSep = lastComma > lastDot ? ',' : '.';
    const thousandSep = decimalSep === ',' ? '.' : ',';
    const at = s.lastIndexOf(decimalSep);
    const intPart = s.slice(0, at);
    if (intPart.includes(decimalSep) || !isGrouped(intPart, thousandSep)) return null;
    s = `${intPart.split(thousandSep).join('')}.${s.slice(at + 1)}`;
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) return null;
    s = s.replace(',', '.');
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    // "1.234.567": dots as thousands separators only
    if (!isGrouped(s, '.')) return null;
    s = s.split('.').join('');
  }
  const [, decimals = ''] = s.split('.');
  if (decimals.length > 2 || s.endsWith('.')) return null;
  const value = Number(s);
  return reaisToCents(value);
}

function isGrouped(intPart: string, sep: string): boolean {
  if (!intPart.includes(sep)) return /^\d+$/.test(intPart);
  return new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(intPart);
}

/** Reais as a form field shows them for editing ("1510,50"); empty for none. */
export const reaisInputValue = (reais: number | null): string => (reais === null ? '' : reais.toFixed(2).replace('.', ','));
