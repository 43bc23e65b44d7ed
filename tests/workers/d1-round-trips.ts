/**
 * The D1 round trips of one request through the real Worker: the Worker runs with a D1 binding that notes
 * every call that reaches the database (a statement's `first`, `all`, `run` or `raw`, or a `batch`) and its
 * SQL. Tests only: production code never wraps a binding.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../workers/app';

export interface RoundTrip {
  /** the statements it sent: one, or a batch's */
  sql: string[];
}

const EXECUTES = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

const statementSql = new WeakMap<D1PreparedStatement, string>();

function countingStatement(statement: D1PreparedStatement, sql: string, trips: RoundTrip[]): D1PreparedStatement {
  const counting = new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property === 'bind') return (...args: unknown[]) => countingStatement(value.apply(target, args), sql, trips);
      if (EXECUTES.has(property))
        return (...args: unknown[]) => {
          trips.push({ sql: [sql] });
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });
  statementSql.set(counting, sql);
  return counting;
}

function countingDatabase(db: D1Database, trips: RoundTrip[]): D1Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property === 'prepare') return (sql: string) => countingStatement(value.call(target, sql), sql, trips);
      if (property === 'batch')
        return (statements: D1PreparedStatement[]) => {
          trips.push({ sql: statements.map((s) => statementSql.get(s) ?? '?') });
          return value.call(target, statements);
        };
      return value.bind(target);
    },
  });
}

/** Sends one request through the Worker (waiting for its `waitUntil` work too) and answers the D1 round trips it made. */
export async function roundTripsOf(request: Request): Promise<{ status: number; body: string; trips: RoundTrip[] }> {
  const trips: RoundTrip[] = [];
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB: countingDatabase(env.DB, trips) },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, trips };
}

/** The statements of the round trips that write (insert, update, delete). */
export const writesOf = (trips: RoundTrip[]) => trips.flatMap((t) => t.sql).filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql));

/** The statements that read or write the sessions table. */
export const sessionStatementsOf = (trips: RoundTrip[]) =>
  trips.flatMap((t) => t.sql).filter((sql) => /\bfrom "sessions"|^update "sessions"/i.test(sql));
