import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

const open = (d1: D1Database) => drizzle(d1, { schema });

export type Db = ReturnType<typeof open>;

/**
 * One drizzle instance per D1 binding: building one maps the whole schema (about 30 µs), which every
 * request, socket upgrade and notice paid again. The instance holds no state of its own between queries.
 */
const instances = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = open(d1);
    instances.set(d1, db);
  }
  return db;
}
