/**
 * The Durable Objects' own storage: the versioned schema (including objects whose tables were created before
 * it) and, in the lot room, outbox rows that do not parse.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { LotRoom } from '../../workers/durable/lot-room/lot-room';
import { LOT_ROOM_MIGRATIONS } from '../../workers/durable/lot-room/schema';
import { appliedVersion, migrate, type SqliteMigration } from '../../workers/durable/sqlite-migrations';
import { USER_INBOX_MIGRATIONS } from '../../workers/durable/user-inbox/inbox-schema';
import type { UserInbox } from '../../workers/durable/user-inbox/user-inbox';
import { eventually, insertLot, insertUser } from './fixtures';
import { lotRoomNamed, lotRoomStub, userInboxStub } from './objects';

function records(sql: SqlStorage) {
  return sql.exec<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version').toArray();
}

function schemaObjects(sql: SqlStorage) {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger', 'index') AND name NOT LIKE 'sqlite_%'")
    .toArray()
    .map((r) => r.name)
    .sort();
}

const ROOM_OBJECTS = ['bids', 'bids_no_delete', 'bids_no_update', 'decisions', 'decisions_at', 'outbox', 'room', 'standings', 'tombstone'];

describe('versioned schema in Durable Object storage', () => {
  it('a new lot room is at migration 4 and a new inbox at migration 4 (the push outbox), each recorded once', async () => {
    const lot = await insertLot();
    await lotRoomStub(lot.id).snapshot();
    await runInDurableObject(lotRoomStub(lot.id), (_room: LotRoom, state) => {
      expect(records(state.storage.sql)).toEqual(LOT_ROOM_MIGRATIONS.map(({ version, name }) => ({ version, name })));
      expect(schemaObjects(state.storage.sql)).toEqual(expect.arrayContaining(ROOM_OBJECTS));
    });
    const user = await insertUser();
    await runInDurableObject(userInboxStub(user.id), (_inbox: UserInbox, state) => {
      expect(records(state.storage.sql)).toEqual(USER_INBOX_MIGRATIONS.map(({ version, name }) => ({ version, name })));
      expect(records(state.storage.sql).map((r) => r.version)).toEqual([1, 2, 3, 4]);
      expect(schemaObjects(state.storage.sql)).toEqual(expect.arrayContaining(['lot_mail', 'watched_lots', 'push_jobs']));
    });
  });

  it('a room whose tables predate the versioned schema keeps its data, gets its records and its bidders standings', async () => {
    await runInDurableObject(lotRoomNamed('migrations:legacy-room'), (_room: LotRoom, state) => {
      const sql = state.storage.sql;
      // What the code before the versioned schema left: the first shape of the room's tables with data, and no record.
      for (const table of ['schema_migrations', 'equipment_hold', 'standings', 'bids', 'room', 'decisions', 'tombstone', 'outbox'])
        sql.exec(`DROP TABLE ${table}`);
      for (const statement of LOT_ROOM_MIGRATIONS[0]!.statements) sql.exec(statement);
      sql.exec(
        "INSERT INTO bids (seq, user_id, amount_cents, idempotency_key, created_at) VALUES (1, 5, 101000, NULL, '2026-01-01T00:00:00.000Z')",
      );
      sql.exec(
        "INSERT INTO bids (seq, user_id, amount_cents, idempotency_key, created_at) VALUES (2, 6, 102000, NULL, '2026-01-01T00:00:01.000Z')",
      );
      sql.exec("INSERT INTO outbox (kind, payload, attempts, next_at) VALUES ('bid', '{\"seq\":1}', 0, 0)");
      expect(migrate(state.storage, LOT_ROOM_MIGRATIONS)).toBe(4);
      expect(migrate(state.storage, LOT_ROOM_MIGRATIONS)).toBe(4);
      expect(records(sql).map((r) => r.version)).toEqual([1, 2, 3, 4]);
      expect(sql.exec('SELECT seq, amount_cents, is_auto FROM bids').toArray()).toEqual([
        { seq: 1, amount_cents: 101_000, is_auto: 0 },
        { seq: 2, amount_cents: 102_000, is_auto: 0 },
      ]);
      // Each bidder's standing is their highest bid, reached when it was placed: the earlier ranks first on a tie.
      expect(sql.exec('SELECT user_id, max_cents, manual_cents, reached_at FROM standings ORDER BY user_id').toArray()).toEqual([
        { user_id: 5, max_cents: null, manual_cents: 101_000, reached_at: Date.parse('2026-01-01T00:00:00.000Z') },
        { user_id: 6, max_cents: null, manual_cents: 102_000, reached_at: Date.parse('2026-01-01T00:00:01.000Z') },
      ]);
      expect(sql.exec('SELECT kind, payload FROM outbox').toArray()).toEqual([{ kind: 'bid', payload: '{"seq":1}' }]);
      // The log stays append-only.
      expect(() => sql.exec('DELETE FROM bids')).toThrow(/append-only/);
    });
  });

  it('runs the missing migrations in order, each once and all or nothing', async () => {
    const one: SqliteMigration = { version: 1, name: 'a', statements: ['CREATE TABLE a (x INTEGER)'] };
    const two: SqliteMigration = { version: 2, name: 'b', statements: ['CREATE TABLE b (x INTEGER)', 'INSERT INTO a (x) VALUES (2)'] };
    const broken: SqliteMigration = { version: 3, name: 'c', statements: ['CREATE TABLE c (x INTEGER)', 'INSERT INTO nowhere VALUES (1)'] };
    await runInDurableObject(lotRoomNamed('migrations:scratch'), (_room: LotRoom, state) => {
      const sql = state.storage.sql;
      // A scratch object: its own schema is set aside, this test's migrations take its place.
      sql.exec('DELETE FROM schema_migrations');
      expect(migrate(state.storage, [one])).toBe(1);
      expect(migrate(state.storage, [one, two])).toBe(2);
      expect(migrate(state.storage, [one, two])).toBe(2);
      expect(sql.exec('SELECT x FROM a').toArray()).toEqual([{ x: 2 }]);
      expect(() => migrate(state.storage, [one, two, broken])).toThrow();
      expect(appliedVersion(sql)).toBe(2);
      expect(schemaObjects(sql)).not.toContain('c');
      expect(() => migrate(state.storage, [one, { ...broken, version: 4 }])).toThrow(/expected 2/);
      expect(records(sql)).toEqual([
        { version: 1, name: 'a' },
        { version: 2, name: 'b' },
      ]);
    });
  });
});

describe('lot room outbox', () => {
  it('a row that does not parse is dropped, not retried, and the rest still reaches D1', async () => {
    const [ana, beto] = [await insertUser(), await insertUser()];
    const lot = await insertLot({ startPriceCents: 100_000 });
    const stub = lotRoomStub(lot.id);
    expect(await stub.placeBid({ userId: ana.id, approved: true, amountCents: 101_000 })).toMatchObject({ ok: true });
    await runInDurableObject(stub, (_room: LotRoom, state) => {
      state.storage.sql.exec('INSERT INTO outbox (kind, payload, attempts, next_at) VALUES (\'bid\', \'{"seq":"1"}\', 0, 0)');
      state.storage.sql.exec("INSERT INTO outbox (kind, payload, attempts, next_at) VALUES ('refund', '{}', 0, 0)");
    });
    expect(await stub.placeBid({ userId: beto.id, approved: true, amountCents: 102_000 })).toMatchObject({ ok: true });
    const outbox = () =>
      runInDurableObject(
        stub,
        (_room: LotRoom, state) => state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM outbox').one().n,
      );
    expect(await eventually(outbox, (n) => n === 0)).toBe(0);
    const { results } = await env.DB.prepare('SELECT seq, user_id FROM bids WHERE lot_id = ? ORDER BY seq').bind(lot.id).all();
    expect(results).toEqual([
      { seq: 1, user_id: ana.id },
      { seq: 2, user_id: beto.id },
    ]);
  });
});
