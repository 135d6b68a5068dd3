import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Every bench at a tiny size, as from a fresh clone: it must exit 0 and leave nothing in its temp folder.
// Catches a bench that rots (schema drift, a seed it collides with, an unhandled error) before anyone needs it.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const TSX = path.resolve(HERE, '../node_modules/.bin/tsx');

export const SMOKE_RUNS: { bench: string; env: Record<string, string>; needs?: string }[] = [
  { bench: 'api-latency', env: { RATE: '20', SECONDS: '1' } },
  { bench: 'csv-import', env: { ROWS: '300' } },
  { bench: 'ingest', env: { RATE: '10', EVENTS: '5', DURATION: '1' } },
  { bench: 'ingest', env: { RATE: '10', EVENTS: '5', DURATION: '1', SPLIT: 'true' } },
  { bench: 'member-list', env: { MEMBERS: '300', RATE: '10', DURATION: '1' } },
  { bench: 'email-send', env: { RECIPIENTS: '40', BATCH: '10' } },
  { bench: 'segments', env: { MEMBERS: '400', EVENTS: '2000' } },
  { bench: 'pipeline-send', env: { RECIPIENTS: '40' } },
  { bench: 'webpush-send', env: { MESSAGES: '40', SUBSCRIPTIONS: '8' } },
  { bench: 'campaign-send', env: { MEMBERS: '60' } },
  { bench: 'sms-send', env: { SECONDS: '1' } },
  { bench: 'action-log-summary', env: { MESSAGES: '2000', DAYS: '3', REQUESTS: '5' } },
  { bench: 'email-verification', env: { MEMBERS: '300', DOMAINS: '20' } },
  { bench: 'widget-config', env: { RATE: '20', DURATION: '1', WARM_SECONDS: '1' } },
  // Measures the built web app; `npm test` builds it before the browser tier, a unit run may not have it.
  { bench: 'web-delivery', env: {}, needs: path.resolve(HERE, '../apps/web/dist/index.html') },
  // lighthouse is left out: even one page in one run takes about a minute (Lighthouse's own page loads under
  // simulated throttling), too long for the unit tier.
];

// A bench still running when its test times out is stopped with the file (its own cleanup then runs).
const running = new Set<ReturnType<typeof spawn>>();
afterAll(() => {
  for (const child of running) child.kill('SIGTERM');
});

function run(
  bench: string,
  env: Record<string, string>,
  tmp: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [`${bench}.ts`], {
      cwd: HERE,
      env: { ...process.env, ...env, TMPDIR: tmp, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      running.delete(child);
      resolve({ code, output });
    });
  });
}

describe.concurrent('every bench at a tiny size', () => {
  for (const { bench, env, needs } of SMOKE_RUNS) {
    const label = `${bench} ${Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`;
    it.skipIf(needs !== undefined && !existsSync(needs))(label, async () => {
      const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-smoke-'));
      try {
        const { code, output } = await run(bench, env, tmp);
        expect(code, output).toBe(0);
        // tsx keeps its compile cache there (tsx-<uid>): not the bench's.
        const left = (await fs.readdir(tmp)).filter((name) => !name.startsWith('tsx-'));
        expect(left, `${bench} left files in its temp folder`).toEqual([]);
      } finally {
        await fs.rm(tmp, { recursive: true, force: true });
      }
    });
  }
});
