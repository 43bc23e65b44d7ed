import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError, sqliteCodeOf } from '~/server/platform/error-log.server';

const d1Error = new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT');
const failedQuery = new DrizzleQueryError(
  'insert into "users" ("email", "password_hash") values (?, ?)',
  ['ana@example.com', '$scrypt$segredo'],
  d1Error,
);

describe('describeError', () => {
  it('keeps a failed query’s SQL, D1’s message and the frames, and drops its parameters', () => {
    const line = describeError(failedQuery);
    expect(line).toContain('insert into "users" ("email", "password_hash") values (?, ?)');
    expect(line).toContain('UNIQUE constraint failed: users.email');
    expect(line).not.toContain('ana@example.com');
    expect(line).not.toContain('$scrypt$segredo');
    expect(line).not.toContain('params:');
  });

  it('keeps any other error’s stack', () => {
    expect(describeError(new TypeError('x is undefined'))).toMatch(/^TypeError: x is undefined\n\s+at /);
    expect(describeError('texto')).toBe('texto');
  });
});

describe('sqliteCodeOf', () => {
  it('reads the SQLite code from D1’s error, wrapped or not', () => {
    expect(sqliteCodeOf(failedQuery)).toBe('SQLITE_CONSTRAINT');
    expect(sqliteCodeOf(d1Error)).toBe('SQLITE_CONSTRAINT');
    expect(sqliteCodeOf(new Error('timeout'))).toBeNull();
  });
});
