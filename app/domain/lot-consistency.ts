/**
 * A new lot's fields checked against one another (each field already read on its own): the reserve is at
 * least the start price, the end is in the future and after the start. A field left out (missing or itself
 * invalid) takes no part: only the checks whose fields are all known run, so every other problem still shows.
 */

export interface LotConsistencyFields {
  startPriceCents?: number;
  /** null: no reserve */
  reservePriceCents?: number | null;
  /** ISO instants; the start as the lot will have it (now when none is given) */
  startsAt?: string;
  endsAt?: string;
}

export type LotConsistencyProblem =
  | { field: 'reserve_price'; code: 'reserve-below-start'; startPriceCents: number }
  | { field: 'ends_at'; code: 'ends-in-past' | 'starts-after-end' };

export function lotConsistencyProblems(lot: LotConsistencyFields, now: number): LotConsistencyProblem[] {
  const problems: LotConsistencyProblem[] = [];
  const { startPriceCents: start, reservePriceCents: reserve } = lot;
  if (start !== undefined && reserve !== undefined && reserve !== null && reserve < start) {
    problems.push({ field: 'reserve_price', code: 'reserve-below-start', startPriceCents: start });
  }
  if (lot.endsAt !== undefined) {
    const endsAt = Date.parse(lot.endsAt);
    if (endsAt <= now) problems.push({ field: 'ends_at', code: 'ends-in-past' });
    else if (lot.startsAt !== undefined && endsAt <= Date.parse(lot.startsAt))
      problems.push({ field: 'ends_at', code: 'starts-after-end' });
  }
  return problems;
}
