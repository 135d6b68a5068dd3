import { sql } from 'drizzle-orm';
import { login, startBenchDatabase } from './src/bench-db';
import { startServer } from './src/server-process';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { actionDaysQuery } from '../apps/server/src/modules/messaging/log-summary.repository';
import { dayIn, resolveRange } from '../apps/server/src/modules/messaging/log-summary.service';

// Action and link log summaries over MESSAGES messages of one account (default 1,000,000, spread over
// the last DAYS days): the plan of the action summary, then the latency of REQUESTS sequential calls.
const MESSAGES = Number(process.env.MESSAGES ?? 1_000_000);
const DAYS = Number(process.env.DAYS ?? 60);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const PASSWORD = 'Bench-Pass-2026!x';
const TIMEZONE = 'Europe/Istanbul';

const db = await startBenchDatabase();
// `start` seeds the demo account (and runs the migrations) on the bench's database.
const seeder = await startServer('start', {
  DATABASE_URL: db.url,
  ULAK_DEMO_PASSWORD: PASSWORD,
  ULAK_ADMIN_PASSWORD: PASSWORD,
});
await seeder.stop();
const server = await startServer('api', {
  DATABASE_URL: db.url,
  ULAK_DEMO_PASSWORD: PASSWORD,
  ULAK_ADMIN_PASSWORD: PASSWORD,
});
const database = openDatabase(db.url, 2);

async function seed(accountId: number) {
  const months = Math.ceil(DAYS / 28) + 1;
  await db.pool.query('select ulak_ensure_message_partitions($1, 1)', [months]);
  // Outcomes by a hash of the row number: 85 % sent (60 % delivered, 25 % opened, 5 % clicked), 5 % failed,
  // 3 % bounced, 2 % error, 5 % still queued or waiting; 70 % email, 20 % sms, 10 % web push.
  await db.pool.query(
    `insert into messages (account_id, run_month, run_id, channel, source_type, member_id, recipient_key, address,
       status, created_at, sent_at, delivered_at, opened_at, clicked_at, bounced_at)
     select $1, date_trunc('month', t at time zone 'UTC')::date, 1 + i / 5000,
       case when r < 70 then 'email' when r < 90 then 'sms' else 'webpush' end, 'campaign', null, 'r' || i,
       'user' || i || '@mail.test',
       case when o < 85 then 'success' when o < 90 then 'failed' when o < 93 then 'bounce' when o < 95 then 'error'
            when o < 98 then 'in_queue' else 'waiting' end,
       t,
       case when o < 85 or (o >= 90 and o < 93) then t end,
       case when o < 60 then t + interval '1 minute' end,
       case when o < 25 then t + interval '1 hour' end,
       case when o < 5 then t + interval '2 hours' end,
       case when o >= 90 and o < 93 then t + interval '1 minute' end
     from (select i, now() - (i::double precision / $2) * ($3 * interval '1 day') as t,
             (i::bigint * 7919) % 100 as o, (i::bigint * 104729) % 100 as r
           from generate_series(1, $2) as i) g`,
    [accountId, MESSAGES, DAYS],
  );
  // A click event per clicked message (20 links) and an unsubscribe for one message in 500.
  await db.pool.query(
    `insert into message_events (account_id, occurred_at, message_id, run_month, type, url)
     select account_id, clicked_at, id, run_month, 'click', 'https://shop.example.com/p/' || (id % 20)
     from messages where account_id = $1 and clicked_at is not null
     union all
     select account_id, created_at + interval '1 day', id, run_month, 'unsubscribe', null
     from messages where account_id = $1 and id % 500 = 0`,
    [accountId],
  );
  await db.pool.query('vacuum analyze messages');
  await db.pool.query('vacuum analyze message_events');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, url: string, headers: Record<string, string>, count: number) {
  for (let i = 0; i < 3; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const latencies: number[] = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (!res.ok) failed++;
  }
  latencies.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label}: ${count} requests, ${failed} failed, p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, p99 ${f(percentile(latencies, 99))}, max ${f(latencies.at(-1) ?? 0)}`,
  );
}

try {
  const accountId = Number(
    (await db.pool.query("select account_id from users where email = 'demo@ulak.local'")).rows[0]?.account_id,
  );
  let t = performance.now();
  await seed(accountId);
  console.log(`seeded ${MESSAGES} messages over ${DAYS} days in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const range = resolveRange({}, TIMEZONE);
  const plan = await database.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, buffers, costs off) ${actionDaysQuery(accountId, range, {})}`,
  );
  // The scans and aggregates of the plan (the unsubscribe lookups' never-executed partitions left out).
  const lines = plan.rows.map((r) => r['QUERY PLAN']).filter((l) => !/never executed|Filter:|Index Searches/.test(l));
  console.log(`plan of the default (30-day) action summary:\n${lines.join('\n')}`);

  const headers = await login(server.baseUrl, 'demo@ulak.local', PASSWORD);
  const base = `${server.baseUrl}/api/v1`;
  const today = dayIn(TIMEZONE);
  t = performance.now();
  const first = await (await fetch(`${base}/actions/summary`, { headers })).json();
  console.log(
    `first call: ${(performance.now() - t).toFixed(0)} ms, totals ${JSON.stringify((first as { data: { totals: unknown } }).data.totals)}`,
  );
  await measure('GET /actions/summary (last 30 days)', `${base}/actions/summary`, headers, REQUESTS);
  await measure(
    'GET /actions/summary?channel=sms',
    `${base}/actions/summary?channel=sms`,
    headers,
    Math.round(REQUESTS / 3),
  );
  await measure(
    'GET /actions/summary?from=<7 days ago>',
    `${base}/actions/summary?from=${shift(today, -6)}`,
    headers,
    Math.round(REQUESTS / 3),
  );
  await measure(
    `GET /actions/summary (366 days: all ${MESSAGES})`,
    `${base}/actions/summary?from=${shift(today, -365)}&to=${today}`,
    headers,
    Math.max(10, Math.round(REQUESTS / 10)),
  );
  await measure('GET /links/summary (last 30 days)', `${base}/links/summary`, headers, Math.round(REQUESTS / 3));
} finally {
  await database.close();
  await server.stop();
  await db.stop();
}

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
