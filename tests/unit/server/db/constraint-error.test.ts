import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueViolationOf } from '~/server/db/constraint-error.server';

describe('uniqueViolationOf', () => {
  it('names the columns of the unique index D1 refused, from the error drizzle wraps', () => {
    const cause = new Error('D1_ERROR: UNIQUE constraint failed: users.cpf: SQLITE_CONSTRAINT');
    expect(uniqueViolationOf(new DrizzleQueryError('insert into "users" ("email") values (?)', ['a@b.co'], cause))).toEqual(['users.cpf']);
    expect(uniqueViolationOf(new Error('UNIQUE constraint failed: payments.lot_id, payments.user_id'))).toEqual([
      'payments.lot_id',
      'payments.user_id',
    ]);
  });

  it('is null for any other failure, even when the wrapper’s SQL or parameters mention UNIQUE', () => {
    const cause = new Error('D1_ERROR: NOT NULL constraint failed: users.name: SQLITE_CONSTRAINT');
    expect(
      uniqueViolationOf(new DrizzleQueryError('insert into "users" ("name") values (?)', ['UNIQUE constraint failed: x'], cause)),
    ).toBeNull();
    expect(uniqueViolationOf('UNIQUE')).toBeNull();
  });
});
