import path from 'node:path';
import { SERVER_ROOT } from '../paths';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database';
import { migrateJobsSchema } from '../jobs/worker';
import type { Logger } from '../logger';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

// Several processes may start at once (api and worker replicas): one migrates, the others wait.
const MIGRATION_LOCK = 7_204_113;

export async function runMigrations(database: Database, logger: Logger): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
    await migrateJobsSchema({ pool: database.pool, logger });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
