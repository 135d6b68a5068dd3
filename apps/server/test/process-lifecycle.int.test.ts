import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';
import { TEMPLATE_DATABASE } from './global-setup';
import { SHUTDOWN_PHASES } from '../src/platform/shutdown';

// The `ulak` command as an operator runs it: the bundled server of dist/ (built when stale), a real
// process, real signals.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = path.join(ROOT, 'apps/server/bin/ulak.mjs');
const REFUSE_TSX = path.join(ROOT, 'apps/server/test/refuse-tsx.mjs');

type TLogLine = { level?: number; msg?: string; phase?: string };

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (/^(DATABASE_URL|ULAK_|SMTP_URL|PUBLIC_URL|PORT|NODE_ENV|SYSTEM_SMS_)/.test(key)) delete env[key];
  return { ...env, ...extra };
}

function collect(child: ChildProcess): { out: () => string; lines: () => TLogLine[] } {
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return {
    out: () => out,
    lines: () =>
      out.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          return [JSON.parse(line) as TLogLine];
        } catch {
          return [];
        }
      }),
  };
}

async function waitFor<T>(what: string, probe: () => T | null | Promise<T | null>, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('the ulak process', () => {
  it('the guard really refuses tsx (so the next test can fail)', () => {
    expect(() =>
      execFileSync(process.execPath, ['--import', REFUSE_TSX, '-e', "await import('tsx/esm/api')"], {
        cwd: ROOT,
        stdio: 'pipe',
        input: '',
      }),
    ).toThrow(/tsx must not load here/);
  });

  // Starts `ulak start` in its own process group, signals it once listening, and checks the shutdown.
  async function startAndStop(env: Record<string, string>, stop: (pid: number) => void) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-process-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', REFUSE_TSX, BIN, 'start'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: cleanEnv({
        NODE_ENV: 'development',
        PORT: '0',
        ULAK_DATA_DIR: dataDir,
        ULAK_SEED_DEMO: 'false',
        DEV_MAIL_SINK_PORT: '0',
        LOG_LEVEL: 'info',
        SHUTDOWN_READY_DELAY_SECONDS: '1',
        ...env,
      }),
    });
    const log = collect(child);
    const exit = exited(child);
    const base = await waitFor('the server to listen', () => {
      if (child.exitCode !== null) throw new Error(`exited early:\n${log.out()}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log.out())?.[1] ?? null;
    });
    await waitFor('the running line', () => (log.out().includes('Ulak is running at') ? true : null));
    expect((await fetch(`${base}/api/v1/ready`)).status).toBe(200);

    stop(child.pid ?? 0);
    // Readiness answers 503 first, while HTTP still serves.
    await waitFor('readiness to answer 503', async () => {
      const res = await fetch(`${base}/api/v1/ready`).catch(() => null);
      return res?.status === 503 ? true : null;
    });
    expect(await exit).toBe(0);

    const lines = log.lines();
    const phases = lines.filter((l) => l.msg?.startsWith('shutdown: ')).map((l) => l.phase);
    expect(phases).toEqual([...SHUTDOWN_PHASES]);
    expect(lines.at(-1)?.msg).toBe('shutdown complete');
    const errors = lines.filter((l) => (l.level ?? 0) >= 50);
    expect(errors, JSON.stringify(errors)).toEqual([]);
    expect(log.out()).not.toMatch(/UNLISTEN|FATAL/);
  }

  it('starts from dist/ without tsx, and on Ctrl-C (the whole process group, embedded PostgreSQL too) shuts down in order', async () => {
    await startAndStop({}, (pid) => process.kill(-pid, 'SIGINT'));
  }, 180_000);

  it('on SIGTERM from an orchestrator, with an external database, shuts down in order with exit code 0', async () => {
    const name = `p_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase(inject('pgAdminUrl'), 1);
    await admin.pool.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    try {
      await startAndStop({ DATABASE_URL: inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`) }, (pid) =>
        process.kill(pid, 'SIGTERM'),
      );
    } finally {
      await admin.pool.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  }, 180_000);

  it('refuses to start in production without its settings, naming each', async () => {
    const child = spawn(process.execPath, [BIN, 'api'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: cleanEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://ulak.example.com' }),
    });
    const log = collect(child);
    expect(await exited(child)).toBe(1);
    for (const name of ['DATABASE_URL', 'ULAK_SECRET_KEY', 'PUBLIC_URL with https', 'SMTP_URL'])
      expect(log.out()).toContain(name);
  }, 60_000);
});
