/**
 * How the import page splits a CSV and its machines' files into requests: a few rows at a time with the files
 * named by their tags, under a size the API accepts. A file that names no row of the CSV (or no tag at all)
 * rides with the first batch, so the server reports it.
 */
import { classifyEquipmentFileName } from '~/domain/equipment/equipment-file-names';

export const BATCH_ROWS = 10;
/** Raw bytes of files per request: JSON escaping grows them, and the API takes at most 8 MB. */
export const BATCH_BYTES = 5 * 1024 * 1024;

export interface ImportBatch<F> {
  lines: number[];
  files: F[];
}

export function importBatches<F extends { name: string; size: number }>(
  rows: readonly { line: number; asset_tag: string }[],
  files: readonly F[],
  limits = { rows: BATCH_ROWS, bytes: BATCH_BYTES },
): ImportBatch<F>[] {
  const tags = new Set(rows.map((row) => row.asset_tag));
  const byTag = new Map<string, F[]>();
  const stray: F[] = [];
  for (const file of files) {
    const tag = classifyEquipmentFileName(file.name)?.assetTag;
    if (tag === undefined || !tags.has(tag)) stray.push(file);
    else byTag.set(tag, [...(byTag.get(tag) ?? []), file]);
  }
  const batches: ImportBatch<F>[] = [];
  let current: ImportBatch<F> = { lines: [], files: [...stray] };
  let bytes = 0;
  const claimed = new Set<string>();
  for (const row of rows) {
    // A repeated tag's files go with its first row (the later one is an error anyway).
    const own = claimed.has(row.asset_tag) ? [] : (byTag.get(row.asset_tag) ?? []);
    claimed.add(row.asset_tag);
    const size = own.reduce((sum, file) => sum + file.size, 0);
    if (current.lines.length > 0 && (current.lines.length >= limits.rows || bytes + size > limits.bytes)) {
      batches.push(current);
      current = { lines: [], files: [] };
      bytes = 0;
    }
    current.lines.push(row.line);
    current.files.push(...own);
    bytes += size;
  }
  if (current.lines.length > 0 || current.files.length > 0 || batches.length === 0) batches.push(current);
  return batches;
}
