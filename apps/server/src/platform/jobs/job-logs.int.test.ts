import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestUser, loginAs } from '../../../test/auth-factories';

// What a run writes to its log: job names and ids, never a payload (reset links, login codes, addresses).
describe('log lines carry no secrets', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    // The system mail relay refuses connections, so mail jobs fail and retry: the failure path is logged too.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    ctx = await createTestContext({
      env: { LOG_LEVEL: 'debug', SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_AUTH_PER_MINUTE: '1000' },
      logDestination: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => ctx.close());

  async function jobPayloads(): Promise<string[]> {
    const result = await ctx.deps.db.execute<{ payload: unknown }>(
      sql`select payload from graphile_worker._private_jobs`,
    );
    return result.rows.map((r) => JSON.stringify(r.payload));
  }

  it('logs job names and ids but no reset link, code, phone or address', async () => {
    const user = await createTestUser(ctx);
    const token = await loginAs(ctx, user.email, user.password);
    // A 2FA code by SMS (the job completes: the local outbox) and one by email (the job fails).
    for (const method of ['sms', 'email'])
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/v1/user/2fa/${method}/setup`, headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    await ctx.runJobs();
    // Links in mails arrive as page loads: their tokens must not be logged with the URL either.
    await ctx.app.inject({ method: 'GET', url: '/auth/reset-password?token=PageLoadTokenAbcdefghijklmn1234' });

    const payloads = await jobPayloads();
    const link = /token=([\w-]+)/.exec(payloads.join(' '))?.[1];
    expect(link, 'the reset mail job is still queued for a retry').toBeTruthy();
    const codes = (await ctx.smsOutbox()).map((sms) => /\d{6}/.exec(sms.text)?.[0] ?? '');
    const emailCode = /"code":"(\d{6})"/.exec(payloads.join(' '))?.[1];
    expect(codes[0]).toMatch(/^\d{6}$/);
    expect(emailCode).toMatch(/^\d{6}$/);

    const log = lines.join('');
    expect(log).toContain('accounts.system-mail');
    expect(log).toContain('accounts.system-sms');
    expect(log).toMatch(/Failed task \d+ \(accounts\.system-mail/);
    for (const secret of [link, codes[0], emailCode, 'PageLoadTokenAbcdefghijklmn1234', user.email, '532 111 22 33'])
      expect(log, String(secret)).not.toContain(String(secret));
    expect(log).not.toContain('"payload"');
  });
});
