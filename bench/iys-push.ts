import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startIysFake } from '../test/fakes/src/iys';
import { createDeps } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { createLogger } from '../apps/server/src/platform/logger';
import { startBenchDatabase } from './src/bench-db';
import { runIysPushBench } from './src/iys-push-run';

// CHANGES permission changes pushed to the IYS fake in bulk (<= 1,000 a request) at RATE requests a
// second per IYS code (the fake refuses more with H124): prints the time, the requests it took and the
// refusals (rate limit, registry rules). CHANGES=100000 is the figure; smaller runs for a quick look.
const CHANGES = Number(process.env.CHANGES ?? 100_000);
const RATE = Number(process.env.RATE ?? 5);

const bench = await startBenchDatabase();
const iys = await startIysFake();
iys.setRateLimit(RATE);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-iys-'));
const config = loadConfig({
  DATABASE_URL: bench.url,
  ULAK_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  IYS_BASE_URL: iys.url,
  IYS_RATE_PER_SECOND: String(RATE),
});
const logger = createLogger(config);
const database = openDatabase(bench.url, 4);
try {
  await runMigrations(database, logger);
  const { deps } = createDeps(config, database, logger, 'smtp://127.0.0.1:9');
  const f = await runIysPushBench(deps, iys, CHANGES);
  console.log(
    `IYS push: ${f.changes} consent changes in ${f.seconds.toFixed(1)} s (${f.perSecond.toFixed(0)}/s) at ${RATE} requests/s; ` +
      `${f.requests} registry requests (${f.bulkRequests} bulk, ${f.pollRequests} polls), ${f.authRequests} token requests, ` +
      `${f.rateLimited} refused by the rate limit; accepted ${f.accepted}, refused by the registry's rules ${f.refused}`,
  );
} finally {
  await database.pool.end();
  await iys.close();
  await bench.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
