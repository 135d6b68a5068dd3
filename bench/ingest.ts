import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLoad, runLoad, type LoadOptions } from './src/load';
import { meterProcesses } from './src/cpu-usage';
import { login, startBenchDatabase } from './src/bench-db';
import { startServer } from './src/server-process';
import { startWorkerProcess } from './src/worker-process';

// SDK ingest at a fixed rate from this (second) process: RATE batches/s of EVENTS events each (default 250 × 20 =
// 5,000 events/s). Targets (issue: speed): in the single `npm start` process ≥ 10,000 events/s with p99 < 50 ms for
// the 202; with the roles split (SPLIT=true) ≥ 20,000 events/s, nothing accepted lost. Then how long the worker
// takes to persist everything that was accepted, and the CPU per event of every process (API, worker, PostgreSQL)
// from the start of the load until the worker caught up.
// BASELINE=false skips the baseline run first in the same window: a bare Fastify storing each batch's
// events with one multi-row INSERT (bench/src/bare-ingest-server.ts), at the same rate, on the same database.
const RATE = Number(process.env.RATE ?? 250);
const EVENTS = Number(process.env.EVENTS ?? 20);
const SECONDS = Number(process.env.DURATION ?? 15);
const PASSWORD = 'Bench-Pass-2026!x';
const ORIGIN = 'https://demo.ulak.local';
const TYPES = ['page_view', 'product_view', 'add_to_cart', 'search', 'add_favorite'];

// SPLIT=true: `ulak api` and `ulak worker` as two processes (production); else one `ulak start`.
const SPLIT = process.env.SPLIT === 'true';
const BASELINE = process.env.BASELINE !== 'false';
const HERE = path.dirname(fileURLToPath(import.meta.url));

const db = await startBenchDatabase();

// The bare baseline in its own process, measured like the server below.
async function runBaseline(load: Omit<LoadOptions, 'url' | 'ratePerSecond' | 'durationSeconds'>): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500)) + 1;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'src/bare-ingest-server.ts')], {
    cwd: HERE,
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const url = `http://127.0.0.1:${port}/t/v1/events`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(url, { method: 'OPTIONS' }).then(
        () => true,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the baseline server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    await runLoad({ ...load, url, ratePerSecond: 50, durationSeconds: 2 });
    const meter = meterProcesses({ baseline: child.pid ?? 0 }, db.pgDataDir);
    const result = await runLoad({ ...load, url, ratePerSecond: RATE, durationSeconds: SECONDS });
    console.log(
      formatLoad(`baseline (bare Fastify + one multi-row INSERT): ${RATE * EVENTS} events/s offered`, result),
    );
    console.log(`baseline CPU per event: ${meter.stop(result.ok * EVENTS, 'µs')}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const env = {
  DATABASE_URL: db.url,
  ULAK_DEMO_PASSWORD: PASSWORD,
  ULAK_ADMIN_PASSWORD: PASSWORD,
  RATE_LIMIT_PUBLIC_PER_MINUTE: '10000000',
};
// The demo account (and its application) is seeded by `start`; the split run seeds it first.
if (SPLIT) await (await startServer('start', env)).stop();
const server = await startServer(SPLIT ? 'api' : 'start', env);
const worker = SPLIT ? await startWorkerProcess(env) : null;
try {
  const headers = await login(server.baseUrl, 'demo@ulak.local', PASSWORD);
  const apps = (await (await fetch(`${server.baseUrl}/api/v1/applications`, { headers })).json()) as {
    data: { sdk_token: string }[];
  };
  const token = apps.data[0]?.sdk_token ?? '';
  const devices = Array.from({ length: 2000 }, () => randomUUID());
  let n = 0;
  const body = (): string => {
    const ts = new Date().toISOString();
    const deviceId = devices[n++ % devices.length] ?? randomUUID();
    return JSON.stringify({
      token,
      deviceId,
      sentAt: ts,
      context: {
        url: `${ORIGIN}/urun/${n % 200}`,
        referrer: '',
        title: 'Ürün',
        language: 'tr-TR',
        screen: '1920x1080',
        timezone: 'Europe/Istanbul',
      },
      events: Array.from({ length: EVENTS }, (_, i) => ({
        id: randomUUID(),
        type: TYPES[i % TYPES.length],
        ts,
        properties: { code: `SKU-${(n + i) % 200}`, title: 'Kırmızı Elbise', price: 499.9, q: 'elbise' },
      })),
    });
  };
  const load = {
    url: `${server.baseUrl}/t/v1/events`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN },
    body,
  };
  if (BASELINE) await runBaseline(load);
  await runLoad({ ...load, ratePerSecond: 50, durationSeconds: 2 });
  while (Number((await db.pool.query('select count(*)::int as n from ingest_batches')).rows[0]?.n) > 0)
    await new Promise((r) => setTimeout(r, 200));
  const before = Number((await db.pool.query('select count(*)::int as n from events')).rows[0]?.n);
  const meter = meterProcesses(worker ? { api: server.pid, worker: worker.pid } : { start: server.pid }, db.pgDataDir);
  const result = await runLoad({ ...load, ratePerSecond: RATE, durationSeconds: SECONDS });
  console.log(
    formatLoad(
      `${SPLIT ? 'api+worker' : 'start'}: POST /t/v1/events, ${EVENTS} events per batch = ${RATE * EVENTS} events/s offered ` +
        (SPLIT ? '(target ≥ 20,000 events/s, nothing accepted lost)' : '(target ≥ 10,000 events/s, p99 < 50 ms)'),
      result,
    ),
  );
  const accepted = result.ok * EVENTS;
  const started = performance.now();
  let persisted = 0;
  while (performance.now() - started < 120_000) {
    persisted = Number((await db.pool.query('select count(*)::int as n from events')).rows[0]?.n) - before;
    if (persisted >= accepted) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const lag = (performance.now() - started) / 1000;
  const cpu = meter.stop(accepted, 'µs');
  console.log(
    `ingest: ${Math.round((result.ok * EVENTS) / SECONDS)} events/s accepted; ${persisted}/${accepted} persisted, worker caught up ${lag.toFixed(1)} s after the load ended`,
  );
  console.log(`CPU per event (load and catch-up): ${cpu}`);
} finally {
  await worker?.stop();
  await server.stop();
  await db.stop();
}
