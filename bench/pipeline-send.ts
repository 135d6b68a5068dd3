import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { login, startBenchDatabase, unlimitDemoAccount } from './src/bench-db';
import { startCountingSink } from './src/counting-sink';
import { startServer } from './src/server-process';
import { startWorkerProcess } from './src/worker-process';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { seedDemoAudience } from '../apps/server/src/modules/audience/demo-data/demo-audience.service';
import { newDkimKeys } from '../apps/server/src/modules/channels/email/dkim-keys';

// The whole send pipeline, end to end: a direct email to every member of the shop through the API, fanned out to
// message rows, gated, rendered (Liquid), DKIM-signed and handed to a local SMTP sink by `ulak worker` running as
// its own process. Prints the rate from pressing send to the last message accepted by the sink, and the worker's
// peak RSS (targets: >= 500 emails/s; < 512 MB for RECIPIENTS=1000000).
const RECIPIENTS = Number(process.env.RECIPIENTS ?? 1_000_000);
// The worker's V8 heap limit (MB), the server's WORKER_HEAP_MB setting: unset, the worker role's default; 0, V8's
// own default (sized to the machine's memory, which a busy sender grows towards).
const WORKER_HEAP_MB = process.env.WORKER_HEAP_MB;
// TEMPLATE=mjml sends a responsive MJML template (Liquid in its text, a button link and the head) instead
// of plain HTML: the figure then includes what MJML costs the send.
const TEMPLATE = process.env.TEMPLATE === 'mjml' ? 'mjml' : 'html';
const PASSWORD = 'Bench-Pass-2026!x';

const HTML_BODY =
  '<p>Merhaba {{ member.name }} {{ member.surname }},</p><p><a href="https://magaza.example/sepet">Alışverişe dön</a></p><p><a href="{{ unsubscribe_link }}">Abonelikten çık</a></p>';
const MJML_BODY = `<mjml>
  <mj-head><mj-title>{{ member.name }}, sepetiniz</mj-title><mj-preview>Sepetiniz sizi bekliyor</mj-preview></mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff"><mj-column>
      <mj-image width="120px" src="https://magaza.example/logo.png" alt="Mağaza"></mj-image>
      <mj-text font-size="20px">Merhaba {{ member.name }} {{ member.surname }},</mj-text>
      <mj-text>Sepetinizdeki ürünler sizi bekliyor.</mj-text>
      <mj-button background-color="#e4572e" href="https://magaza.example/sepet?u={{ member.id }}">Alışverişe dön</mj-button>
    </mj-column></mj-section>
    <mj-section><mj-column>
      <mj-text font-size="11px" color="#888888"><a href="{{ unsubscribe_link }}">Abonelikten çık</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
const SECRET_KEY = randomBytes(32).toString('base64');

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(field));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// utime + stime of a process (all its threads), in seconds.
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const db = await startBenchDatabase();
const database = openDatabase(db.url, 3);
const sink = await startCountingSink();
try {
  const env = {
    DATABASE_URL: db.url,
    ULAK_SECRET_KEY: SECRET_KEY,
    ULAK_DEMO_PASSWORD: PASSWORD,
    ULAK_ADMIN_PASSWORD: PASSWORD,
    EMAIL_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
  };
  const seeder = await startServer('start', env);
  await seeder.stop();
  const accountId = await unlimitDemoAccount(db.pool);
  const appId = Number(
    (await db.pool.query('select id from applications where account_id = $1', [accountId])).rows[0]?.id,
  );
  let t = performance.now();
  const existing = Number(
    (await db.pool.query('select count(*)::int as n from members where account_id = $1', [accountId])).rows[0]?.n,
  );
  await seedDemoAudience(database.db, accountId, appId, {
    members: Math.max(0, RECIPIENTS - existing),
    devicesPerMember: 0,
    orderRatio: 0,
    eventsPerMember: 0,
  });
  // Every member reachable by email, each at an address of its own.
  await database.db.execute(sql`update members set email = 'uye' || id || '@alici.example', email_active = true,
    blocked = false where account_id = ${accountId}`);
  const keys = await newDkimKeys();
  await database.db.execute(sql`insert into email_senders (account_id, domain, from_address, from_name, dkim_selector,
      dkim_public_key, dkim_private_key_sealed, status, verified_at)
    values (${accountId}, 'magaza.example', 'kampanya@magaza.example', 'Mağaza', ${keys.selector}, ${keys.publicKey},
      ${createSecretBox(Buffer.from(SECRET_KEY, 'base64')).seal(keys.privateKeyPem)}, 'verified', now())`);
  await db.pool.query('vacuum analyze');
  const total = Number(
    (await db.pool.query('select count(*)::int as n from members where account_id = $1', [accountId])).rows[0]?.n,
  );
  console.log(`seeded ${total} members with email permission in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const api = await startServer('api', env);
  const worker = await startWorkerProcess(WORKER_HEAP_MB ? { ...env, WORKER_HEAP_MB } : env);
  let peakSampled = 0;
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, rssMb(worker.pid, 'VmRSS'));
  }, 250);
  try {
    const headers = await login(api.baseUrl, 'demo@ulak.local', PASSWORD);
    t = performance.now();
    const workerCpuBefore = cpuSeconds(worker.pid);
    const res = await fetch(`${api.baseUrl}/api/v1/direct/send/email`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        audience: { kind: 'all', confirmAll: true },
        content: {
          defaultLanguage: 'tr',
          languages: {
            tr: {
              subject: '{{ member.name }}, sepetiniz sizi bekliyor',
              html: TEMPLATE === 'mjml' ? MJML_BODY : HTML_BODY,
            },
          },
        },
      }),
    });
    const run = ((await res.json()) as { data: { runId: number; total: number } }).data;
    console.log(
      `send accepted by the API in ${(performance.now() - t).toFixed(0)} ms: run ${run.runId}, ${run.total} recipients`,
    );
    let accepted = 0;
    let last = performance.now();
    for (;;) {
      await new Promise((r) => setTimeout(r, 2000));
      const status = (await db.pool.query('select status from send_runs where id = $1', [run.runId])).rows[0]?.status;
      accepted = await sink.accepted();
      if (performance.now() - last > 30_000) {
        last = performance.now();
        const s = (last - t) / 1000;
        console.log(
          `  ${s.toFixed(0)} s: ${accepted} accepted by the sink, worker RSS ${rssMb(worker.pid, 'VmRSS').toFixed(0)} MB ` +
            `(peak ${Math.max(peakSampled, rssMb(worker.pid, 'VmHWM')).toFixed(0)} MB)`,
        );
      }
      if (status === 'complete' || status === 'failed') break;
    }
    const seconds = (performance.now() - t) / 1000;
    const workerCpu = cpuSeconds(worker.pid) - workerCpuBefore;
    const statuses = await db.pool.query(
      'select status, count(*)::int as n from messages where run_id = $1 group by status order by status',
      [run.runId],
    );
    console.log(
      `pipeline email (${TEMPLATE} template): ${accepted} of ${run.total} accepted by the sink in ${seconds.toFixed(1)} s = ` +
        `${(accepted / seconds).toFixed(0)} emails/s from pressing send (target >= 500/s); message statuses ` +
        JSON.stringify(Object.fromEntries(statuses.rows.map((r: { status: string; n: number }) => [r.status, r.n]))),
    );
    // Every message that did not reach the sink, by reason: a bench run is the only place a one-in-a-million
    // failure shows, so it names its cause.
    const failures = await db.pool.query(
      `select status, reason_code, count(*)::int as n, min(reason) as sample from messages
        where run_id = $1 and status <> 'success' group by status, reason_code order by n desc`,
      [run.runId],
    );
    for (const f of failures.rows as { status: string; reason_code: string | null; n: number; sample: string }[])
      console.log(`  ${f.n} ${f.status} (${f.reason_code ?? 'no code'}): ${f.sample ?? ''}`);
    console.log(
      `worker CPU ${((workerCpu * 1000) / Math.max(1, accepted)).toFixed(2)} ms per email ` +
        `(${(workerCpu / seconds).toFixed(2)} cores busy on average)`,
    );
    console.log(
      `worker peak RSS ${Math.max(peakSampled, rssMb(worker.pid, 'VmHWM')).toFixed(0)} MB for ${run.total} recipients ` +
        `(WORKER_HEAP_MB ${WORKER_HEAP_MB ?? 'unset: the default'}; target < 256 MB at 1,000,000)`,
    );
  } finally {
    clearInterval(sampler);
    await worker.stop();
    await api.stop();
  }
} finally {
  sink.stop();
  await database.close();
  await db.stop();
}
