import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { createTestContext, type TestContext } from './harness';
import { createMerchant, type TMerchant } from './audience-factories';
import { verifiedSender } from '../src/modules/channels/email/email-test-helpers';
import { unsubscribeHeader } from '../src/modules/messaging/test-helpers';

// Stateless roles: two `ulak api` and two `ulak worker` processes on one PostgreSQL, each with its own data
// folder, driven through a round-robin of the two APIs. A CSV uploaded to one API is imported by whichever
// worker takes the job, a campaign task sends through the workers, and the unsubscribe link a worker signed
// opens on the API that did not serve the previous call. A segment export a worker wrote downloads from both APIs.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = path.join(ROOT, 'apps/server/bin/ulak.mjs');
const PUBLIC_URL = 'http://localhost:3000';

type TRole = { child: ChildProcess; log: () => string; dataDir: string };

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null> | T | null,
  ms = 60_000,
  log: () => string = () => '',
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${log().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two APIs and two workers on one database', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  let merchant: TMerchant;
  const roles: TRole[] = [];
  const apis: string[] = [];
  let turn = 0;

  // Each call goes to the next API.
  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const base = apis[turn++ % apis.length];
    const res = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...merchant.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, base, body: text.startsWith('{') ? JSON.parse(text) : text };
  }

  function startRole(command: 'api' | 'worker', dataDir: string, env: Record<string, string>): TRole {
    const child = spawn(process.execPath, [BIN, command], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, ULAK_DATA_DIR: dataDir },
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const role = { child, log: () => out, dataDir };
    roles.push(role);
    return role;
  }

  beforeAll(async () => {
    dns = await startDnsServer();
    const shared = {
      ULAK_SECRET_KEY: randomBytes(32).toString('base64'),
      DNS_SERVERS: dns.address,
      EGRESS_ALLOW_PRIVATE: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    };
    ctx = await createTestContext({ env: shared });
    merchant = await createMerchant(ctx);
    await verifiedSender(ctx, dns, merchant, 'replicas-shop.com');
    buildIfStale(['server']);
    const env = {
      ...shared,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: ctx.deps.config.databaseUrl ?? '',
      SMTP_URL: ctx.mail.url,
      ULAK_SEED_DEMO: 'false',
      SHUTDOWN_READY_DELAY_SECONDS: '0',
    };
    for (const command of ['api', 'api', 'worker', 'worker'] as const)
      startRole(command, await fs.mkdtemp(path.join(os.tmpdir(), `ulak-${command}-`)), env);
    for (const role of roles.slice(0, 2))
      apis.push(
        await waitFor(
          'an API to listen',
          () => {
            if (role.child.exitCode !== null) throw new Error(`exited early:\n${role.log()}`);
            return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(role.log())?.[1] ?? null;
          },
          150_000,
          role.log,
        ),
      );
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      roles.map(
        (role) =>
          new Promise<void>((resolve) => {
            if (role.child.exitCode !== null) return resolve();
            role.child.once('exit', () => resolve());
            role.child.kill('SIGTERM');
          }),
      ),
    );
    for (const role of roles) await fs.rm(role.dataDir, { recursive: true, force: true });
    await ctx?.close();
    await dns?.close();
  }, 60_000);

  it('imports a CSV uploaded to one API, exports a segment, sends a campaign and unsubscribes on the other API', async () => {
    expect(new Set(apis).size).toBe(2);
    const emails = [1, 2, 3].map((i) => `replica-${i}-${merchant.accountId}@mail.test`);
    const csv = `email,name,email_active\n${emails.map((email, i) => `${email},Üye ${i + 1},1`).join('\n')}\n`;

    // The upload lands on one API; the mapping starts on the other; a worker imports it.
    const uploaded = await call('POST', '/imports/members?fileName=members.csv', csv, { 'content-type': 'text/csv' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const importId = uploaded.body.data.id as number;
    const started = await call('POST', `/imports/members/${importId}/start`, {
      mapping: { email: 0, name: 1, emailActive: 2 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await waitFor('the import to finish', async () => {
      const res = await call('GET', `/imports/members/${importId}`);
      return ['done', 'failed'].includes(res.body.data.status) ? res.body.data : null;
    });
    expect(done).toMatchObject({ status: 'done', inserted_rows: 3, rejected_rows: 0 });
    // No role kept the upload in its data folder.
    for (const role of roles) expect(await fs.readdir(role.dataDir)).not.toContain('imports');

    // A segment export a worker writes downloads from either API (it is in the media store, not a data folder).
    const segment = await call('POST', '/segments', {
      name: 'Kopyalar',
      applicationId: merchant.app.id,
      kind: 'empty',
    });
    expect(segment.status, JSON.stringify(segment.body)).toBe(201);
    const segmentId = segment.body.data.id as number;
    const members = (await call('GET', '/members?perPage=10')).body.data as { id: number }[];
    await call('POST', `/segments/${segmentId}/members`, { memberIds: members.map((m) => m.id) });
    const exported = await call('POST', `/segments/${segmentId}/actions`, { kind: 'export' });
    expect(exported.status, JSON.stringify(exported.body)).toBe(202);
    const actionId = exported.body.data.id as number;
    await waitFor('the export to finish', async () => {
      const res = await call('GET', `/segment-actions/${actionId}`);
      return res.body.data.status === 'success' ? true : null;
    });
    for (const base of apis) {
      const csvFile = await fetch(`${base}/api/v1/segment-actions/${actionId}/export.csv`, {
        headers: merchant.headers,
      });
      expect(csvFile.status).toBe(200);
      const text = await csvFile.text();
      for (const email of emails) expect(text).toContain(email);
    }
    for (const role of roles) expect(await fs.readdir(role.dataDir)).not.toContain('segment-exports');

    // A campaign task to everyone, run now: the workers render and send it.
    const campaign = await call('POST', '/campaigns', { name: 'İki kopya' });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const task = await call('POST', '/tasks', {
      title: 'Herkese',
      campaignId: campaign.body.data.id,
      channel: 'email',
      content: {
        defaultLanguage: 'tr',
        languages: { tr: { subject: 'Merhaba {{ member.name }}', html: '<p>Selam {{ member.name }}</p>' } },
      },
      audience: { kind: 'all', confirmAll: true },
      schedule: { periodType: 'webhook' },
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const run = await call('POST', `/tasks/${task.body.data.id}/run`);
    expect(run.status, JSON.stringify(run.body)).toBe(202);
    const mails = await Promise.all(emails.map((email) => ctx.mail.waitFor(email)));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Merhaba Üye 1', 'Merhaba Üye 2', 'Merhaba Üye 3']);

    // The one-click unsubscribe link a worker signed, opened on each API in turn.
    const link = new URL(unsubscribeHeader(mails[0]?.raw ?? Buffer.alloc(0)));
    expect(link.origin).toBe(PUBLIC_URL);
    for (const base of apis) {
      const res = await fetch(`${base}${link.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status, await res.text()).toBe(200);
    }
    const page = link.pathname.replace(/\/one-click$/, '');
    for (const base of apis) {
      const shown = await fetch(`${base}${page}`);
      expect(shown.status).toBe(200);
      expect(((await shown.json()) as { data: { unsubscribed: boolean } }).data.unsubscribed).toBe(true);
    }
    // Every API and worker served its part without an error in its log.
    for (const role of roles) expect(role.log()).not.toMatch(/"level":(50|60)/);
  }, 180_000);
});
