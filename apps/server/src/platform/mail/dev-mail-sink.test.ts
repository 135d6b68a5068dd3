import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevMailSink, type DevMailSink } from './dev-mail-sink';

describe('local mail sink', () => {
  let dir: string;
  let sink: DevMailSink;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-mail-sink-'));
    sink = await startDevMailSink(dir, 0, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await sink.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps every message when many to one address arrive in the same millisecond', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      pool: true,
      maxConnections: 10,
    });
    const sends = Array.from({ length: 40 }, (_, i) =>
      transport.sendMail({ from: 'a@ulak.local', to: 'same@shop.test', subject: `m${i}`, text: `body ${i}` }),
    );
    const results = await Promise.allSettled(sends);
    transport.close();
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const files = (await fs.readdir(path.join(dir, 'mail'))).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(40);
    expect(files.every((f) => f.includes('same@shop.test'))).toBe(true);
    const bodies = await Promise.all(files.map((f) => fs.readFile(path.join(dir, 'mail', f), 'utf8')));
    for (let i = 0; i < 40; i++) expect(bodies.some((b) => b.includes(`body ${i}`))).toBe(true);
  });
});
