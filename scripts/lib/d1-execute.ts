/**
 * `wrangler d1 execute` for the scripts. Statements that hold a secret (a password hash) never go on the
 * command line, where `ps`, shell history and CI logs would show them: they pass through a file in a fresh
 * private directory, readable by its owner only (0600), removed as soon as wrangler is done with it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The arguments of `npx wrangler d1 execute DB …`: `target` (--local/--remote…), the SQL's source, then `extra`. */
export function d1ExecuteArgs(target: readonly string[], source: { command: string } | { file: string }, extra: readonly string[] = []) {
  const sql = 'file' in source ? ['--file', source.file] : ['--command', source.command];
  return ['wrangler', 'd1', 'execute', 'DB', ...target, ...extra, ...sql];
}

/** Writes `sql` to a private file, hands its path to `use`, and removes it (and its directory) whatever happens. */
export function withPrivateSqlFile<T>(sql: string, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'arremate-d1-'));
  const path = join(dir, 'statements.sql');
  try {
    writeFileSync(path, sql, { mode: 0o600, flag: 'wx' });
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
