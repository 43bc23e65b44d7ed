import type { SqliteMigration } from '../sqlite-migrations';
import { PUSH_JOBS_TABLE } from './push-outbox';

/** The inbox's own SQLite tables (see sqlite-migrations for the rules). */
export const USER_INBOX_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    // Objects created before the versioned schema have the table but no record: hence IF NOT EXISTS.
    name: 'outbid mail',
    statements: ['CREATE TABLE IF NOT EXISTS outbid_mail (auction_id INTEGER PRIMARY KEY, sent_at INTEGER NOT NULL)'],
  },
  {
    version: 2,
    name: 'watched lots',
    statements: ['CREATE TABLE watched_lots (lot_id INTEGER PRIMARY KEY, opened_at INTEGER NOT NULL)'],
  },
  {
    version: 3,
    name: 'throttled mail per notice type and lot',
    statements: [
      'CREATE TABLE lot_mail (type TEXT NOT NULL, auction_id INTEGER NOT NULL, sent_at INTEGER NOT NULL, PRIMARY KEY (type, auction_id))',
      "INSERT INTO lot_mail (type, auction_id, sent_at) SELECT 'bid_outbid', auction_id, sent_at FROM outbid_mail",
      'DROP TABLE outbid_mail',
    ],
  },
  {
    version: 4,
    name: 'web push outbox',
    statements: [PUSH_JOBS_TABLE, 'CREATE INDEX push_jobs_next_idx ON push_jobs (next_at)'],
  },
];
