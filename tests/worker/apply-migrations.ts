import { applyD1Migrations, env } from 'cloudflare:test';

// Setup files run before each test file; applying migrations is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
