/**
 * What the import's preview says of its rows: a row with errors does nothing until they are fixed, so it is
 * neither new nor an update (whatever its lot would get); the counts of the summary follow the same verdicts.
 */

export type RowAction = 'create' | 'update' | 'refuse';
export type RowVerdict = RowAction | 'invalid';

export function rowVerdict(row: { action: RowAction; errors: readonly unknown[] }): RowVerdict {
  return row.errors.length > 0 ? 'invalid' : row.action;
}

export type PreviewCounts = Record<RowVerdict, number> & { rows: number };

export function previewCounts(rows: readonly { action: RowAction; errors: readonly unknown[] }[]): PreviewCounts {
  const counts: PreviewCounts = { rows: rows.length, create: 0, update: 0, refuse: 0, invalid: 0 };
  for (const row of rows) counts[rowVerdict(row)]++;
  return counts;
}
