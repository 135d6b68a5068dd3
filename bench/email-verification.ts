import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDnsServer } from '../test/fakes/src/dns-server';
import { startBenchDatabase } from './src/bench-db';
import { loadConfig } from '../apps/server/src/platform/config';
import { createLogger } from '../apps/server/src/platform/logger';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { createDeps } from '../apps/server/src/platform/bootstrap';
import { migrateJobsSchema } from '../apps/server/src/platform/jobs/worker';
import {
  runVerificationStep,
  startVerification,
  verificationRun,
} from '../apps/server/src/modules/email-verification/email-verification.service';

// Member email verification throughput: MEMBERS members of one account over DOMAINS mail domains (most with
// MX, some with only an A record, some receiving no mail), plus role, disposable, malformed and duplicate
// addresses, classified by the real run (chunks, per-run DNS cache, quota reservation, upserts) against a
// local UDP DNS server. The figure: addresses verified per second, from start to the run's end.
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const DOMAINS = Number(process.env.DOMAINS ?? 2_000);

const dns = await startDnsServer();
for (let d = 0; d < DOMAINS; d++) {
  const name = `alan${d}.test`;
  if (d % 10 === 8) dns.setHost(name, { a: ['192.0.2.1'] });
  else if (d % 10 === 9) dns.setHost(name, {});
  else dns.setHost(name, { mx: [`mx.${name}`] });
}
dns.setHost('mailinator.com', { mx: ['mail.mailinator.com'] });
// Role mailboxes (info@) each on a shop domain of its own (addresses are unique in an account).
for (let g = 3; g <= MEMBERS; g += 50) dns.setHost(`rol${g}.test`, { mx: [`mx.rol${g}.test`] });
const db = await startBenchDatabase();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-data-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: db.url,
  DATABASE_POOL_SIZE: '4',
  ULAK_DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  DNS_SERVERS: dns.address,
});
const logger = createLogger(config);
const database = openDatabase(db.url, 4);
const { deps, mailer } = createDeps(config, database, logger, 'smtp://127.0.0.1:1');
const seconds = (t: number) => (performance.now() - t) / 1000;
try {
  await runMigrations(database, logger);
  await migrateJobsSchema(deps);
  const account = await db.pool.query<{ id: string }>(
    "insert into accounts (name, packet_type) values ('Bench', 'custom') returning id",
  );
  const accountId = Number(account.rows[0]?.id);
  let t = performance.now();
  // 1 in 50 role mailboxes, 1 in 100 disposable, 1 in 200 malformed, 1 in 100 the +tag twin of another member.
  await db.pool.query(
    `insert into members (account_id, name, email, language, email_active)
     select $1, 'Üye ' || g, case
       when g % 200 = 0 then 'bozuk adres' || g || '@alan1.test'
       when g % 100 = 1 then 'gecici' || g || '@mailinator.com'
       when g % 100 = 5 then 'uye' || (g - 1) || '+kampanya@alan' || ((g - 1) % $3) || '.test'
       when g % 50 = 3 then 'info@rol' || g || '.test'
       else 'uye' || g || '@alan' || (g % $3) || '.test' end,
       'tr', true
     from generate_series(1, $2::int) g`,
    [accountId, MEMBERS, DOMAINS],
  );
  await db.pool.query('vacuum analyze members');
  console.log(`seeded ${MEMBERS} members over ${DOMAINS} domains in ${seconds(t).toFixed(2)} s`);

  t = performance.now();
  const queriesBefore = dns.queries();
  const started = await startVerification(deps, accountId);
  let run = started;
  while (run.state === 'running') {
    await runVerificationStep(deps, accountId, started.id);
    run = await verificationRun(deps, accountId, started.id);
  }
  const elapsed = seconds(t);
  console.log(
    `verified ${run.processed} addresses in ${elapsed.toFixed(2)} s: ${Math.round(run.processed / elapsed)} addresses/s ` +
      `(verified ${run.verified}, risky ${run.risky}, invalid ${run.invalid}; ${dns.queries() - queriesBefore} DNS queries)`,
  );
  if (run.state !== 'done' || run.processed !== MEMBERS) throw new Error(`run ended ${run.state} at ${run.processed}`);
} finally {
  mailer.close();
  await database.close();
  await db.stop();
  await dns.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
