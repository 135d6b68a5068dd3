import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startEmbeddedPostgres } from './embedded-postgres';

const logger = createLogger({ logLevel: 'silent' });

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across restarts with the same generated password', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-pg-restart-'));
    dirs.push(dir);
    const first = await startEmbeddedPostgres(dir, logger);
    const client = new pg.Client(first.url);
    await client.connect();
    await client.query('create table kept (v text)');
    await client.query("insert into kept values ('survives')");
    await client.end();
    await first.stop();

    const second = await startEmbeddedPostgres(dir, logger);
    const again = new pg.Client(second.url);
    await again.connect();
    const rows = await again.query('select v from kept');
    await again.end();
    await second.stop();
    expect(rows.rows).toEqual([{ v: 'survives' }]);
    expect(first.url.split('@')[0]).toBe(second.url.split('@')[0]);
    expect((await fs.stat(path.join(dir, 'pg-password'))).mode & 0o077).toBe(0);
  });

  it('refuses to start twice on the same data directory', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-pg-twice-'));
    dirs.push(dir);
    const running = await startEmbeddedPostgres(dir, logger);
    try {
      await expect(startEmbeddedPostgres(dir, logger)).rejects.toThrow(/already in use/);
    } finally {
      await running.stop();
    }
  });

  it('refuses a directory locked by another live process', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-pg-other-'));
    dirs.push(dir);
    const other = spawn('sleep', ['30']);
    try {
      await fs.writeFile(path.join(dir, 'ulak.lock'), String(other.pid));
      await expect(startEmbeddedPostgres(dir, logger)).rejects.toThrow(
        new RegExp(`another Ulak process \\(pid ${other.pid}\\)`),
      );
    } finally {
      other.kill();
    }
  });
});
