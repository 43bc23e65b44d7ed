/**
 * What an audit entry changed, read from its `details`: `{ before, after }` objects become one line per
 * field (the union of both sides' keys, in order); plain values (older entries) become one line without a
 * field; anything else, nothing.
 */
export interface FieldChange {
  field: string | null;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditChanges(details: Record<string, unknown> | null | undefined): FieldChange[] {
  if (!details || !('before' in details || 'after' in details)) return [];
  const { before, after } = details;
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.map((field) => ({ field, before: isRecord(before) ? b[field] : null, after: isRecord(after) ? a[field] : null }));
  }
  return [{ field: null, before, after }];
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** One side of a change as text: nothing, yes/no, an instant (through `date`), a list, or the value itself. */
export function auditValue(value: unknown, words: { nothing: string; yes: string; no: string }, date: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return words.nothing;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? date(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValue(v, words, date)).join(', ') : words.nothing;
  return JSON.stringify(value);
}
