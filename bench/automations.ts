import type pg from 'pg';
import { ZWorkflowGraph, type TWorkflowGraphDraft } from '@ulak/shared';
import { startBenchDatabase } from './src/bench-db';
import { createLogger } from '../apps/server/src/platform/logger';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { advanceBatch } from '../apps/server/src/modules/automations/engine/advance.service';
import { handleJourneyEvents } from '../apps/server/src/modules/automations/engine/events.service';
import { workflowsRepository } from '../apps/server/src/modules/automations/workflows.repository';

// Journeys at scale (ARCHITECTURE "Journeys"): MEMBERS members enter one journey at once (send → wait →
// send), then:
// - entries per second: the members.events handler taking them all in, in job-sized chunks;
// - first step: every enrollment due at once, advanced by WORKERS concurrent claimers (member-steps/s);
// - timer lag: the waiting enrollments' wake-ups spread at DUE_RATE per second; lag = when the step ran
//   minus when it was due (p50, p99; target p99 < 5 s);
// - rows written per member-step: inserts + updates of every table over both steps, per member-step.
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const WORKERS = Number(process.env.WORKERS ?? 4);
const DUE_RATE = Number(process.env.DUE_RATE ?? 1000);
const EVENTS_PER_JOB = 10_000;

const content = {
  defaultLanguage: 'tr',
  languages: { tr: { subject: 'Merhaba', html: '<p>Merhaba {{ member.name }}</p>' } },
};
const GRAPH: TWorkflowGraphDraft = {
  trigger: { kind: 'event', event: 'signup' },
  start: 'first',
  nodes: [
    { id: 'first', type: 'send', channels: ['email'], contents: { email: content }, next: 'wait' },
    { id: 'wait', type: 'wait', mode: 'duration', minutes: 60, next: 'second' },
    { id: 'second', type: 'send', channels: ['email'], contents: { email: content }, next: null },
  ],
};

const seconds = (t: number) => (performance.now() - t) / 1000;

async function rowsWritten(pool: pg.Pool): Promise<number> {
  await pool.query('select pg_stat_force_next_flush()');
  const r = await pool.query<{ n: string }>(
    `select coalesce(sum(n_tup_ins + n_tup_upd), 0) as n from pg_stat_user_tables where schemaname in ('public', 'graphile_worker')`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

// WORKERS claimers advancing whatever is due until `done()`; each polls again after `idleMs` when idle.
async function advanceLoops(db: ReturnType<typeof openDatabase>['db'], done: () => Promise<boolean>, idleMs: number) {
  let steps = 0;
  let finished = false;
  const loop = async () => {
    while (!finished) {
      const n = await advanceBatch({ db }, new Date(), 500);
      steps += n;
      if (n === 0) {
        if (await done()) finished = true;
        else await new Promise((r) => setTimeout(r, idleMs));
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, loop));
  return steps;
}

async function main(): Promise<void> {
  const bench = await startBenchDatabase();
  const logger = createLogger({ logLevel: 'warn' });
  const database = openDatabase(bench.url, WORKERS + 2);
  try {
    await runMigrations(database, logger);
    const pool = database.pool;
    const accountId = Number(
      (await pool.query("insert into accounts (name, packet_type) values ('Bench', 'custom') returning id")).rows[0]
        ?.id,
    );
    await pool.query(
      `insert into members (account_id, name, surname, email, email_active, source)
       select $1, 'Üye', 'No ' || g, 'journey-' || g || '@alici.example', true, 'csv' from generate_series(1, $2::int) g`,
      [accountId, MEMBERS],
    );
    const ids = (
      await pool.query<{ id: string }>('select id from members where account_id = $1 order by id', [accountId])
    ).rows.map((r) => Number(r.id));
    const wf = await workflowsRepository.insert(database.db, {
      accountId,
      name: 'Bench',
      status: 'active',
      draft: ZWorkflowGraph.parse(GRAPH),
    });
    await workflowsRepository.publish(database.db, accountId, wf.id, ZWorkflowGraph.parse(GRAPH));
    await pool.query('analyze');
    const rowsBefore = await rowsWritten(pool);

    // 1. Entries.
    let t = performance.now();
    const enteredAt = new Date();
    for (let i = 0; i < ids.length; i += EVENTS_PER_JOB) {
      const events = ids
        .slice(i, i + EVENTS_PER_JOB)
        .map((memberId) => ({ accountId, memberId, name: 'signup', properties: {}, applicationId: null }));
      await handleJourneyEvents({ db: database.db }, events, enteredAt);
    }
    const entrySeconds = seconds(t);

    // 2. The first step of every member, all due at once.
    const open = async (status: string) =>
      Number(
        (
          await pool.query<{ n: string }>(
            'select count(*) as n from journey_enrollments where account_id = $1 and status = $2',
            [accountId, status],
          )
        ).rows[0]?.n ?? 0,
      );
    t = performance.now();
    const firstSteps = await advanceLoops(database.db, async () => (await open('active')) === 0, 20);
    const firstSeconds = seconds(t);

    // 3. Timer lag: the waits end DUE_RATE a second from 3 s from now.
    const start = Date.now() + 3000;
    await pool.query(
      `update journey_enrollments e set wake_at = to_timestamp(($2::bigint + (x.rn - 1) * 1000.0 / $3) / 1000.0)
       from (select id, row_number() over (order by id) as rn from journey_enrollments where account_id = $1) x
       where e.id = x.id`,
      [accountId, start, DUE_RATE],
    );
    await pool.query('create table bench_due as select id, wake_at from journey_enrollments where account_id = $1', [
      accountId,
    ]);
    t = performance.now();
    await advanceLoops(database.db, async () => (await open('waiting')) === 0, 10);
    const timerSeconds = seconds(t);
    const lag = await pool.query<{ p50: number; p99: number; max: number }>(
      `select percentile_cont(0.5) within group (order by l) as p50, percentile_cont(0.99) within group (order by l) as p99,
         max(l) as max
       from (select extract(epoch from (j.occurred_at - d.wake_at)) as l from journey_events j join bench_due d on d.id = j.enrollment_id
         where j.account_id = $1 and j.node_id = 'second' and j.kind = 'sent') x`,
      [accountId],
    );
    const memberSteps = MEMBERS * 2;
    const rows = (await rowsWritten(pool)) - rowsBefore;
    const l = lag.rows[0];
    console.log(
      [
        `automations: ${MEMBERS} members, ${WORKERS} claimers`,
        `entries: ${(MEMBERS / entrySeconds).toFixed(0)}/s (${entrySeconds.toFixed(1)} s)`,
        `first step (all due at once): ${(firstSteps / firstSeconds).toFixed(0)} member-steps/s (${firstSeconds.toFixed(1)} s)`,
        `timer lag at ${DUE_RATE} due steps/s over ${timerSeconds.toFixed(1)} s: p50 ${Number(l?.p50 ?? 0).toFixed(2)} s, p99 ${Number(l?.p99 ?? 0).toFixed(2)} s, max ${Number(l?.max ?? 0).toFixed(2)} s`,
        `rows written (inserts + updates, all tables): ${(rows / memberSteps).toFixed(2)} per member-step`,
      ].join('\n'),
    );
  } finally {
    await database.close();
    await bench.stop();
  }
}

await main();
