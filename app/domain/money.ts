/** Money is integer cents inside Arremate; reais (numbers like 1510.5) only at the edges. */

/** Largest amount accepted anywhere: R$ 100.000.000,00. */
export const MAX_CENTS = 10_000_000_000;

export function centsToReais(cents: number): number {
  return cents / 100;
}

/** Reais → the nearest whole cents, for showing an amount the API already accepted (negative amounts too). */
export function reaisToNearestCents(reais: number): number {
  return Math.round(reais * 100);
}

/**
 * An amount as the API Pix standard writes it ("123.45": 1 to 10 digits, a dot, exactly 2 decimals) → integer
 * cents, read digit by digit (no floating point); null for anything else ("12,50", "12.5", "1e3", " 1.00").
 */
export function decimalReaisToCents(text: string): number | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Integer cents → the API Pix standard's "123.45"; a RangeError for a negative, fractional or too large amount. */
export function centsToDecimalReais(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > 9_999_999_999_99) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
