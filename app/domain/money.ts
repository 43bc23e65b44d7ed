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
