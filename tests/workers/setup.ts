import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from the real migrations applied to an empty D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
