import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run } from 'graphile-worker';
import pino from 'pino';
import { ZCampaignInput, ZTaskInput } from '@ulak/shared';
import { startBenchDatabase, unlimitDemoAccount } from './src/bench-db';
import { startCountingSink } from './src/counting-sink';
import { startServer } from './src/server-process';
import { loadConfig } from '../apps/server/src/platform/config';
import { createLogger } from '../apps/server/src/platform/logger';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { createDeps } from '../apps/server/src/platform/bootstrap';
import { graphileLogger, toTaskList } from '../apps/server/src/platform/jobs/worker';
import { JOBS } from '../apps/server/src/modules/registry';
import { registerChannelProvider } from '../apps/server/src/modules/messaging';
import {
  closeEmailTransports,
  smtpEmailProvider,
  type TEmailSettings,
} from '../apps/server/src/modules/channels/email';
import { newDkimKeys } from '../apps/server/src/modules/channels/email/dkim-keys';
import { relayOptions } from '../apps/server/src/modules/channels/email/smtp-transport';
import { createCampaign } from '../apps/server/src/modules/campaigns/campaigns.service';
import { createTask } from '../apps/server/src/modules/campaigns/tasks.service';
import { runTaskNow } from '../apps/server/src/modules/campaigns/scheduler.service';

// A campaign task to a MEMBERS-member segment, end to end through the real pipeline: "send now"
// (the run job snapshots the segment and fans out message rows and send jobs), graphile-worker
// send batches (gates, quota, Liquid render per member with a coupon code each, link tracking),
// DKIM-signed over the SMTP provider's pooled transport into a local smtp-server sink in another process. The figure: time from pressing
// send to the last message accepted by the sink.
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? 600) * 1000;
const PASSWORD = 'Bench-Pass-2026!x';
// SYNC_COMMIT=off: commits stop waiting for the WAL flush. On this shared machine every commit of the
// send path (claim, outcomes, events) otherwise waits on a contended disk; the figure with both is printed.
const SYNC_COMMIT = process.env.SYNC_COMMIT ?? 'on';
// EXPLAIN_SLOW_MS=1000: the server's auto_explain prints (to stderr) the plan, with actual rows and
// buffers, of every statement slower than that, e.g. a send job's claim while the partition is fresh.
const EXPLAIN_SLOW_MS = Number(process.env.EXPLAIN_SLOW_MS ?? 0);

// A logger that passes only the server's auto_explain lines on to stderr.
function planPrinter() {
  return pino(
    { level: 'debug' },
    {
      write(line: string) {
        const message = (JSON.parse(line) as { pg?: string }).pg;
        if (message?.includes('plan:')) process.stderr.write(`${message}\n\n`);
      },
    },
  );
}

async function runBench(): Promise<void> {
  const sink = await startCountingSink();
  const { port } = sink;
  const sinkCount = sink.accepted;
  const db = await startBenchDatabase(EXPLAIN_SLOW_MS > 0 ? planPrinter() : undefined);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-data-'));
  const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(1);
  try {
    const seeder = await startServer('start', {
      DATABASE_URL: db.url,
      ULAK_DEMO_PASSWORD: PASSWORD,
      ULAK_ADMIN_PASSWORD: PASSWORD,
    });
    await seeder.stop();
    const accountId = await unlimitDemoAccount(db.pool);
    const userId = Number((await db.pool.query("select id from users where email = 'demo@ulak.local'")).rows[0]?.id);
    const appId = Number(
      (await db.pool.query('select id from applications where account_id = $1 limit 1', [accountId])).rows[0]?.id,
    );
    let t = performance.now();
    await db.pool.query(
      `insert into members (account_id, name, surname, email, language, email_active, source)
       select $1, 'Üye', 'No ' || g, 'bench-' || g || '@alici.example', 'tr', true, 'csv'
       from generate_series(1, $2::int) g`,
      [accountId, MEMBERS],
    );
    const segment = await db.pool.query(
      `insert into segments (account_id, application_id, name, kind, periodic) values ($1, $2, 'Bench', 'empty', false)
       returning id`,
      [accountId, appId],
    );
    const segmentId = Number(segment.rows[0]?.id);
    await db.pool.query(
      `insert into segment_members (account_id, segment_id, member_id)
       select $1, $2, id from members where account_id = $1 and email like 'bench-%'`,
      [accountId, segmentId],
    );
    await db.pool.query('update segments set member_count = $1 where id = $2', [MEMBERS, segmentId]);
    await db.pool.query('vacuum analyze');
    await db.pool.query(`alter database ulak set synchronous_commit = ${SYNC_COMMIT === 'off' ? 'off' : 'on'}`);
    if (EXPLAIN_SLOW_MS > 0) {
      await db.pool.query(`alter database ulak set session_preload_libraries = 'auto_explain'`);
      await db.pool.query(`alter database ulak set auto_explain.log_min_duration = ${Math.trunc(EXPLAIN_SLOW_MS)}`);
      await db.pool.query('alter database ulak set auto_explain.log_analyze = on');
      await db.pool.query('alter database ulak set auto_explain.log_buffers = on');
    }
    console.log(`seeded ${MEMBERS} members in a segment in ${seconds(t)} s`);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: String(CONCURRENCY + 4),
      ULAK_DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      WORKER_CONCURRENCY: String(CONCURRENCY),
    });
    const logger = createLogger(config);
    const database = openDatabase(db.url, CONCURRENCY + 4);
    const { deps, mailer } = createDeps(config, database, logger, `smtp://127.0.0.1:${port}`);
    // The real SMTP provider (DKIM signing, pooled transport) with its settings pointed at the sink,
    // instead of loading a verified sender and relay credentials from the account.
    const keys = await newDkimKeys();
    const settings: TEmailSettings = {
      transport: relayOptions(`smtp://127.0.0.1:${port}`),
      sender: {
        domain: 'magaza.example',
        fromAddress: 'kampanya@magaza.example',
        fromName: 'Mağaza',
        selector: keys.selector,
        privateKey: keys.privateKeyPem,
      },
      bounceDomain: 'bounce.ulak.example',
    };
    registerChannelProvider({ ...smtpEmailProvider, loadSettings: async () => settings });

    const campaign = await createCampaign(
      deps,
      accountId,
      ZCampaignInput.parse({
        name: 'Bench kampanyası',
        coupon: { count: MEMBERS, discountType: 'percent', discount: 10 },
      }),
    );
    const task = await createTask(
      deps,
      accountId,
      userId,
      ZTaskInput.parse({
        title: 'Bench',
        campaignId: campaign.id,
        channel: 'email',
        audience: { kind: 'segment', segmentId },
        content: {
          defaultLanguage: 'tr',
          languages: {
            tr: {
              subject: '{{ member.name }} {{ member.surname }}, kuponunuz hazır',
              html: '<p>Merhaba {{ member.name }}, kod: <b>{{ coupon.code }}</b> (%{{ coupon.discount }}).</p><p><a href="https://magaza.example/yaz">Alışverişe başla</a> <a href="{{ unsubscribe_link }}">Çık</a></p>',
            },
          },
        },
        schedule: { periodType: 'webhook' },
      }),
    );
    const runner = await run({
      pgPool: database.pool,
      taskList: toTaskList(JOBS, deps),
      concurrency: CONCURRENCY,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: graphileLogger(deps),
    });

    // Jobs the demo seed queued (segment refreshes over the new members, …) run first, so the
    // figure is the send alone.
    const settleStart = performance.now();
    for (;;) {
      const pending = await db.pool.query(
        'select count(*)::int as n from graphile_worker.jobs where run_at <= now() and attempts < max_attempts',
      );
      if (Number(pending.rows[0]?.n ?? 0) === 0 || performance.now() - settleStart > 300_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`queue idle after ${seconds(settleStart)} s (earlier jobs of the seed)`);

    t = performance.now();
    const { runId } = await runTaskNow(deps, accountId, task.id);
    let fannedOut: string | null = null;
    let accepted = 0;
    let lastReport = performance.now();
    while (accepted < MEMBERS && performance.now() - t < TIMEOUT_MS) {
      await new Promise((r) => setTimeout(r, 200));
      if (!fannedOut) {
        const status = await db.pool.query('select status from campaign_task_runs where id = $1', [runId]);
        if (status.rows[0]?.status === 'sent') fannedOut = seconds(t);
      }
      accepted = await sinkCount();
      if (performance.now() - lastReport > 10_000) {
        console.log(`  ${seconds(t)} s: ${accepted} accepted by the sink`);
        lastReport = performance.now();
      }
    }
    const total = (performance.now() - t) / 1000;
    if (accepted < MEMBERS)
      console.log(`stopped at the ${TIMEOUT_MS / 1000} s limit: ${accepted} of ${MEMBERS} accepted`);
    const outcomes = await db.pool.query(
      `select status, count(*)::int as n from messages where account_id = $1 group by status order by status`,
      [accountId],
    );
    console.log(
      `campaign send: ${MEMBERS}-member segment, pressing send → last message accepted by the SMTP sink in ` +
        `${total.toFixed(1)} s (${(accepted / total).toFixed(0)} msg/s; run fanned out after ${fannedOut ?? '-'} s; ` +
        `worker concurrency ${CONCURRENCY}, synchronous_commit ${SYNC_COMMIT}); sink accepted ${accepted}; messages ${JSON.stringify(outcomes.rows)}`,
    );
    if (process.env.JOB_TIMES) {
      const jobs = await db.pool.query(
        `select (id - (select min(id) from messages where account_id = $1)) / 500 as job, min(sent_at) as first,
           max(sent_at) as last, count(*)::int as n from messages where account_id = $1 group by 1 order by 2`,
        [accountId],
      );
      for (const j of jobs.rows)
        console.log(
          `  job ${j.job}: ${new Date(j.first).toISOString().slice(11, 23)} → ${new Date(j.last).toISOString().slice(11, 23)} (${j.n})`,
        );
    }
    await runner.stop();
    closeEmailTransports();
    mailer.close();
    await database.close();
  } finally {
    sink.stop();
    await db.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await runBench();
