/**
 * Which unique index refused a write, read from D1's own error: drizzle wraps it (as the `cause` of a
 * DrizzleQueryError whose message is the SQL and its parameters), so the wrapper's message says nothing
 * about the constraint and may not be searched for it.
 */
import { DrizzleQueryError } from 'drizzle-orm';

const UNIQUE_FAILED = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/;

/** The `table.column`s of the unique constraint a write broke, or null when it failed otherwise. */
export function uniqueViolationOf(error: unknown): string[] | null {
  const d1Error = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(d1Error instanceof Error)) return null;
  const m = UNIQUE_FAILED.exec(d1Error.message);
  return m ? m[1]!.split(', ') : null;
}
