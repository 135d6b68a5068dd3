import { formatLoad, runLoad } from './src/load';
import { login, startBenchDatabase, unlimitDemoAccount } from './src/bench-db';
import { startServer } from './src/server-process';
import { meterCpu } from './src/cpu-usage';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { seedDemoAudience } from '../apps/server/src/modules/audience/demo-data/demo-audience.service';

// Member list API at a fixed rate over MEMBERS members (default 1,000,000 at 1,000 req/s):
// first page, default sort, with its total; target p99 < 50 ms.
const MEMBERS = Number(process.env.MEMBERS ?? 1_000_000);
const RATE = Number(process.env.RATE ?? 1000);
const DURATION = Number(process.env.DURATION ?? 15);
const PASSWORD = 'Bench-Pass-2026!x';

const db = await startBenchDatabase();
const server = await startServer('api', {
  DATABASE_URL: db.url,
  ULAK_DEMO_PASSWORD: PASSWORD,
  ULAK_ADMIN_PASSWORD: PASSWORD,
  ULAK_SEED_DEMO: 'true',
});
try {
  // `api` does not seed: start once to create the demo account, then generate the audience in SQL.
  // On its own port: with BENCH_PORT set both would take that one, and the health check would
  // answer from the API while the seeder never started.
  const seeder = await startServer('start', {
    PORT: String(Number(new URL(server.baseUrl).port) + 1),
    DATABASE_URL: db.url,
    ULAK_DEMO_PASSWORD: PASSWORD,
    ULAK_ADMIN_PASSWORD: PASSWORD,
  });
  await seeder.stop();
  const accountId = await unlimitDemoAccount(db.pool);
  const appId = Number(
    (await db.pool.query('select id from applications where account_id = $1', [accountId])).rows[0]?.id,
  );
  const database = openDatabase(db.url, 2);
  let t = performance.now();
  await seedDemoAudience(database.db, accountId, appId, {
    members: MEMBERS,
    devicesPerMember: 0.2,
    orderRatio: 0.1,
    eventsPerMember: 0,
  });
  await db.pool.query('vacuum analyze');
  // The bulk load's dirty pages are written now, not by a checkpoint in the middle of the measurement.
  await db.pool.query('checkpoint');
  await database.close();
  console.log(`seeded ${MEMBERS} members in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const headers = await login(server.baseUrl, 'demo@ulak.local', PASSWORD);
  const url = `${server.baseUrl}/api/v1/members?page=1&perPage=20`;
  const total = ((await (await fetch(url, { headers })).json()) as { meta: { total: number } }).meta.total;
  console.log(`list total: ${total}`);
  t = performance.now();
  // Warm at the measured rate: the API's pool opens the connections this rate needs.
  await runLoad({ url, ratePerSecond: RATE, durationSeconds: 3, headers });
  const meter = meterCpu(server.pid, db.pgDataDir);
  const result = await runLoad({ url, ratePerSecond: RATE, durationSeconds: DURATION, headers });
  console.log(formatLoad(`GET /api/v1/members over ${MEMBERS} members (target p99 < 50 ms at ${RATE}/s)`, result));
  console.log(meter.stop(result.sent));
  // The framework's floor: the health check (one `select 1`) at the same rate, through the same pipeline.
  const healthUrl = `${server.baseUrl}/api/v1/health`;
  await runLoad({ url: healthUrl, ratePerSecond: RATE, durationSeconds: 1 });
  const healthMeter = meterCpu(server.pid, db.pgDataDir);
  const health = await runLoad({ url: healthUrl, ratePerSecond: RATE, durationSeconds: 5 });
  console.log(formatLoad(`GET /api/v1/health at ${RATE}/s`, health));
  console.log(healthMeter.stop(health.sent));
  // SEARCH=false: the unfiltered list and the health check only (e.g. for a CPU profile of the hot path).
  if (process.env.SEARCH !== 'false') {
    // A filter's first request counts its matches (~0.2 s for 'ay'); the figures are the steady state after it.
    await runLoad({ url: `${url}&search=ay`, ratePerSecond: 50, durationSeconds: 1, headers });
    const search = await runLoad({
      url: `${url}&search=ay`,
      ratePerSecond: Math.min(RATE, 200),
      durationSeconds: 5,
      headers,
    });
    console.log(formatLoad(`GET /api/v1/members?search=ay over ${MEMBERS} members`, search));
    // A prefix few members have: the page must come from the search indexes, not a walk of every
    // member (RARE_SEARCH=false skips it: before that fix it ran for minutes).
    if (process.env.RARE_SEARCH !== 'false') {
      const rare = await runLoad({
        url: `${url}&search=zq`,
        ratePerSecond: Math.min(RATE, 200),
        durationSeconds: 5,
        headers,
      });
      console.log(formatLoad(`GET /api/v1/members?search=zq (no match) over ${MEMBERS} members`, rare));
    }
  }
} finally {
  await server.stop();
  await db.stop();
}
