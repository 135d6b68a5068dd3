import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiInstance } from '../src/platform/http/api-instance';
import { runOnce } from 'graphile-worker';
import { inject } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@ulak/fakes/smtp-sink';
import { loadConfig } from '../src/platform/config';
import { createLogger } from '../src/platform/logger';
import { openDatabase, type Database } from '../src/platform/db/database';
import { buildApp, type RoutePlugin } from '../src/platform/http/app';
import { graphileLogger, toTaskList } from '../src/platform/jobs/worker';
import { createDeps, SDK_FILE } from '../src/platform/bootstrap';
import type { AppDeps } from '../src/platform/deps';
import { JOBS, ROUTES } from '../src/modules/registry';

const TEMPLATE_DATABASE = 'ulak_template';

export type TestContext = {
  app: ApiInstance;
  deps: AppDeps;
  database: Database;
  mail: SmtpSink;
  dataDir: string;
  // Runs every job queued so far (and those they enqueue) until the queue is empty.
  runJobs: () => Promise<void>;
  smsOutbox: () => Promise<{ to: string; text: string }[]>;
  close: () => Promise<void>;
};

// A fresh database cloned from the migrated template, the real app, and a real SMTP sink.
export type TestContextOptions = {
  env?: Record<string, string>;
  routes?: RoutePlugin[];
  // Where log lines go (with LOG_LEVEL set in env), for tests that read what was logged.
  logDestination?: { write: (line: string) => void };
};

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase(adminUrl, 1);
  await admin.pool.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.close();

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-test-data-'));
  const mail = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ULAK_DATA_DIR: dataDir,
    DATABASE_URL: adminUrl.replace(/\/postgres$/, `/${name}`),
    DATABASE_POOL_SIZE: '5',
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: mail.url,
    ...options.env,
  });
  const logger = createLogger(config, options.logDestination);
  const database = openDatabase(config.databaseUrl ?? '', config.databasePoolSize);
  const { deps, mailer } = createDeps(config, database, logger, config.smtpUrl ?? mail.url);
  const app = await buildApp(deps, { routes: [...ROUTES, ...(options.routes ?? [])], sdkFile: SDK_FILE });
  await app.ready();

  const taskList = toTaskList(JOBS, deps);
  return {
    app,
    deps,
    database,
    mail,
    dataDir,
    async runJobs() {
      for (let round = 0; round < 10; round++) {
        const pending = await database.pool.query(
          'select count(*)::int as n from graphile_worker.jobs where run_at <= now() and attempts < max_attempts and locked_at is null',
        );
        if (Number(pending.rows[0]?.n ?? 0) === 0) return;
        await runOnce({ pgPool: database.pool, taskList, noHandleSignals: true, logger: graphileLogger(deps) });
      }
    },
    async smsOutbox() {
      const dir = path.join(dataDir, 'sms-outbox');
      const files = await fs.readdir(dir).catch(() => [] as string[]);
      const items = await Promise.all(
        files
          .sort()
          .map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as { to: string; text: string }),
      );
      return items;
    },
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      await mail.close();
      const cleanup = openDatabase(adminUrl, 1);
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
