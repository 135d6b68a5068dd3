import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createLogger } from '../src/platform/logger';
import { openDatabase } from '../src/platform/db/database';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { runMigrations } from '../src/platform/db/migrate';

export const TEMPLATE_DATABASE = 'ulak_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

// One PostgreSQL for the whole run; each test file clones a database from the migrated template.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-test-pg-'));
  const logger = createLogger({ logLevel: 'warn' });
  const embedded = await startEmbeddedPostgres(dir, logger);
  const adminUrl = embedded.url.replace(/\/ulak$/, '/postgres');
  const admin = openDatabase(adminUrl, 1);
  await admin.pool.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.pool.query(`create database ${TEMPLATE_DATABASE}`);
  const template = openDatabase(adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`), 2);
  await runMigrations(template, logger);
  await template.close();
  await admin.close();
  project.provide('pgAdminUrl', adminUrl);
  // embedded-postgres's exit hook calls process.exit(0) on 'beforeExit', which would hide vitest's failure
  // code: the code the run had set when it went idle is put back as the process exits.
  let intended = 0;
  process.prependListener('beforeExit', () => {
    intended = Number(process.exitCode ?? 0);
  });
  process.on('exit', () => {
    if (intended !== 0) process.exitCode = intended;
  });
  return async () => {
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
