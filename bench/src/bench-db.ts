import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded-postgres';
import { createLogger, type Logger } from '../../apps/server/src/platform/logger';

export type BenchDatabase = { url: string; pool: pg.Pool; pgDataDir: string; stop: () => Promise<void> };

// A PostgreSQL of the bench's own: the server process gets it as DATABASE_URL, and the bench
// keeps a connection for setup (plan, bulk data) that has no API.
// `logger` at debug level sees the server's own log lines (e.g. auto_explain plans).
export async function startBenchDatabase(logger: Logger = createLogger({ logLevel: 'warn' })): Promise<BenchDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-pg-'));
  const embedded = await startEmbeddedPostgres(dir, logger);
  const pool = new pg.Pool({ connectionString: embedded.url, max: 4 });
  // An idle connection dropped (the server restarting its database, the stop at the end) is not a crash.
  pool.on('error', (error) => logger.warn({ reason: error.message }, 'bench database connection lost'));
  return {
    url: embedded.url,
    pool,
    pgDataDir: path.join(dir, 'pg'),
    async stop() {
      await pool.end();
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

export async function login(baseUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = ((await res.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${session.token}` };
}

// The demo merchant on an unlimited plan, so a million members stay active.
export async function unlimitDemoAccount(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ account_id: string }>(
    "update accounts set packet_type = 'custom' where id = (select account_id from users where email = 'demo@ulak.local') returning id as account_id",
  );
  return Number(result.rows[0]?.account_id);
}
