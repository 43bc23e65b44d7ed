/**
 * D1 binds at most 100 parameters per statement: a query over a list that may be longer (`inArray` over a
 * CSV's asset tags, say) runs once per slice of it, the slice leaving room for the statement's other bindings.
 */

/** D1's limit of bound parameters in one statement. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/** `query` run over `values` in slices of at most `size` (sequentially: one D1 connection), the rows put together. */
export async function inChunks<T, R>(
  values: readonly T[],
  query: (slice: T[]) => Promise<R[]>,
  size = D1_MAX_BOUND_PARAMETERS - 10,
): Promise<R[]> {
  const rows: R[] = [];
  for (let at = 0; at < values.length; at += size) rows.push(...(await query(values.slice(at, at + size))));
  return rows;
}
