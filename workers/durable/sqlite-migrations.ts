/**
 * Versioned schema for a Durable Object's own SQLite storage. Each object records the migrations it has
 * applied in `schema_migrations`; when it starts, the ones it lacks run in order, each in one transaction
 * together with its record, so each runs exactly once and a failing one leaves nothing half done.
 *
 * Rules for a migration list: versions are 1, 2, 3… in order; a migration that has shipped is never edited or
 * renumbered (objects already ran it), a change is a new migration at the end.
 */

export interface SqliteMigration {
  version: number;
  /** what it does, kept in the record for whoever inspects an object's storage */
  name: string;
  statements: readonly string[];
}

const VERSIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at INTEGER NOT NULL
)`;

/** Brings the object's storage up to the last migration; returns the version it is at. Synchronous. */
export function migrate(storage: DurableObjectStorage, migrations: readonly SqliteMigration[]): number {
  migrations.forEach((migration, i) => {
    if (migration.version !== i + 1) throw new Error(`migration ${migration.name}: version ${migration.version}, expected ${i + 1}`);
  });
  const sql = storage.sql;
  sql.exec(VERSIONS_TABLE);
  let current = appliedVersion(sql);
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    storage.transactionSync(() => {
      for (const statement of migration.statements) sql.exec(statement);
      sql.exec('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', migration.version, migration.name, Date.now());
    });
    current = migration.version;
  }
  return current;
}

/** The last version applied to this object's storage (0: none yet). */
export function appliedVersion(sql: SqlStorage): number {
  return sql.exec<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations').one().version ?? 0;
}
