/**
 * The one way an error becomes a log line. A failed drizzle query carries its parameters in its message
 * ("Failed query: … params: …"): e-mails, CPFs, password hashes, reset-link hashes, TOTP secrets. The line
 * keeps the error's class, the SQL without its parameters, the SQLite code of D1's error (the cause) and the
 * stack frames, never the parameters.
 */
import { DrizzleQueryError } from 'drizzle-orm';

const SQLITE_CODE = /\bSQLITE_[A-Z_]+\b/;

/** The SQLite result code in D1's error message (`SQLITE_CONSTRAINT`…), if it has one. */
export function sqliteCodeOf(error: unknown): string | null {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof Error ? (SQLITE_CODE.exec(cause.message)?.[0] ?? null) : null;
}

/** The stack's frames alone (its first line repeats the message). */
function framesOf(error: Error): string[] {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}

/** What may be logged of an error: for a failed query, its SQL, D1's message and the frames; else the stack. */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : 'unknown cause';
    return [`DrizzleQueryError: ${error.query}`, `cause: ${cause}`, ...framesOf(error)].join('\n');
  }
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Logs one JSON line: what failed (`what`), the fields that place it (request id, lot, user…), the error described safely. */
export function logError(what: string, error: unknown, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ what, ...fields, error: describeError(error), sqliteCode: sqliteCodeOf(error) ?? undefined }));
}
