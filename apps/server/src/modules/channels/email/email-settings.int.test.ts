import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import type { TEmailSender } from '@ulak/shared/email/email-settings';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { addSender, confirmSenderMail, publishRecords } from './email-test-helpers';

describe('email settings: SMTP credentials and sender domains', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestContext({
      env: {
        DNS_SERVERS: dns.address,
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        EMAIL_SPF_INCLUDE: '_spf.ulak.test',
        // The merchants' SMTP servers here are the local sink.
        EGRESS_ALLOW_PRIVATE: 'true',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await dns.close();
  });

  const call = (m: TMerchant, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1/${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

  it('stores SMTP credentials with a write-only, sealed password and tests the connection', async () => {
    const m = await createMerchant(ctx);
    expect((await call(m, 'GET', 'smtp-credentials')).json()).toEqual({ data: null });
    const secret = 'S3cret-smtp-pässword';
    const input = { host: '127.0.0.1', port: ctx.mail.port, encryption: 'none', username: 'shop', password: secret };
    const saved = await call(m, 'PUT', 'smtp-credentials', input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(secret);
    expect(saved.json().data).toMatchObject({ host: '127.0.0.1', username: 'shop', hasPassword: true });
    const read = await call(m, 'GET', 'smtp-credentials');
    expect(read.body).not.toContain(secret);
    expect(read.json().data).not.toHaveProperty('password');
    const stored = await ctx.deps.db.execute<{ password_sealed: string }>(
      sql`select password_sealed from smtp_credentials where account_id = ${m.accountId}`,
    );
    expect(stored.rows[0]?.password_sealed).toMatch(/^v2:[\w-]{8}:/);
    expect(JSON.stringify(stored.rows)).not.toContain(secret);

    // An update without a password keeps the stored one.
    const updated = await call(m, 'PUT', 'smtp-credentials', { ...input, port: 2526, password: '' });
    expect(updated.json().data).toMatchObject({ port: 2526, hasPassword: true });
    const again = await ctx.deps.db.execute<{ password_sealed: string }>(
      sql`select password_sealed from smtp_credentials where account_id = ${m.accountId}`,
    );
    expect(ctx.deps.secretBox.open(again.rows[0]?.password_sealed ?? '')).toBe(secret);

    const reachable = await call(m, 'POST', 'smtp-credentials/test', { ...input, username: '', password: '' });
    expect(reachable.json()).toEqual({ data: { ok: true, message: null } });
    const closed = await call(m, 'POST', 'smtp-credentials/test', { ...input, port: 1 });
    expect(closed.json().data.ok).toBe(false);
    expect(closed.body).not.toContain(secret);

    const bad = await call(m, 'PUT', 'smtp-credentials', { ...input, host: 'bad host\r\n', port: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.messageList).toEqual(
      expect.arrayContaining(['Please enter a valid SMTP host.', 'The port must be between 1 and 65535.']),
    );

    expect((await call(m, 'DELETE', 'smtp-credentials')).json()).toEqual({ data: { ok: true } });
    expect((await call(m, 'GET', 'smtp-credentials')).json()).toEqual({ data: null });
    expect((await call(m, 'DELETE', 'smtp-credentials')).statusCode).toBe(404);
  });

  it('verifies a sender per record against DNS and moves it from pending to verified', async () => {
    const m = await createMerchant(ctx);
    expect((await call(m, 'GET', 'email-sending-settings')).json()).toEqual({ data: null });
    const sender = await addSender(ctx, m, 'magaza-a.com.tr');
    expect(sender).toMatchObject({
      status: 'pending',
      addressConfirmed: false,
      fromAddress: 'kampanya@magaza-a.com.tr',
    });
    const [spf, dkim, dmarc] = sender.records;
    expect(spf).toMatchObject({ kind: 'spf', name: 'magaza-a.com.tr', value: 'v=spf1 include:_spf.ulak.test ~all' });
    expect(dkim?.name).toMatch(/^ulak\d{6}[0-9a-f]{6}\._domainkey\.magaza-a\.com\.tr$/);
    // A 2048-bit RSA key: its SPKI DER is 294 bytes.
    expect(Buffer.from(/p=(\S+)$/.exec(dkim?.value ?? '')?.[1] ?? '', 'base64').length).toBe(294);
    expect(dmarc).toMatchObject({ kind: 'dmarc', name: '_dmarc.magaza-a.com.tr' });
    expect((await call(m, 'GET', 'email-sending-settings')).json().data).toMatchObject({ verify: 'Pending' });

    const verify = async () => (await call(m, 'POST', `email-senders/${sender.id}/verify`)).json().data as TEmailSender;
    const oks = (s: TEmailSender) => s.records.map((r) => r.ok);
    expect(oks(await verify())).toEqual([false, false, false]);
    dns.setTxt(spf?.name ?? '', [spf?.value ?? '']);
    expect(oks(await verify())).toEqual([true, false, false]);
    dns.setTxt(dkim?.name ?? '', [dkim?.value ?? '']);
    dns.setTxt(dmarc?.name ?? '', ['v=DMARC1; p=whatever']);
    expect(oks(await verify())).toEqual([true, true, false]);
    publishRecords(dns, sender);
    const allOk = await verify();
    expect(oks(allOk)).toEqual([true, true, true]);
    // DNS is in order but the From mailbox has not confirmed yet.
    expect(allOk.status).toBe('pending');

    // Resend while pending: a new mail with a new link.
    expect((await call(m, 'POST', `email-senders/${sender.id}/resend-verification`)).json()).toEqual({
      data: { sent: true },
    });
    expect(await confirmSenderMail(ctx, sender)).toBe(302);
    expect((await call(m, 'GET', `email-senders/${sender.id}`)).json().data).toMatchObject({
      status: 'verified',
      addressConfirmed: true,
    });
    expect((await call(m, 'GET', 'email-sending-settings')).json().data).toEqual({
      id: sender.id,
      domain: 'magaza-a.com.tr',
      fromAddress: 'kampanya@magaza-a.com.tr',
      fromName: 'Mağaza',
      verify: 'Success',
    });
    expect((await call(m, 'POST', `email-senders/${sender.id}/resend-verification`)).statusCode).toBe(550);

    // Reset: a new key and selector, back to pending.
    const reset = (await call(m, 'POST', `email-senders/${sender.id}/reset`)).json().data as TEmailSender;
    expect(reset.status).toBe('pending');
    expect(reset.records[1]?.name).not.toBe(dkim?.name);
    expect((await call(m, 'GET', 'email-sending-settings')).json().data.verify).toBe('Pending');
    expect((await call(m, 'DELETE', `email-senders/${sender.id}`)).json()).toEqual({ data: { ok: true } });
    expect((await call(m, 'GET', 'email-sending-settings')).json()).toEqual({ data: null });
  });

  it('refuses a forged confirmation link, a foreign From domain and header injection', async () => {
    const m = await createMerchant(ctx);
    const sender = await addSender(ctx, m, 'magaza-b.com');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/email-senders/${sender.id}/confirm?token=forged`,
    });
    expect(forged.headers.location).toBe('/user/settings/sending?senderConfirmed=0');
    const foreign = await call(m, 'POST', 'email-senders', {
      domain: 'magaza-b.com',
      fromAddress: 'x@gmail.com',
      fromName: 'M',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.messageList).toEqual(['The sender address must be on the sender domain.']);
    const injected = await call(m, 'POST', 'email-senders', {
      domain: 'magaza-b.com',
      fromAddress: 'info@magaza-b.com',
      fromName: 'Shop\r\nBcc: victim@example.com',
    });
    expect(injected.statusCode).toBe(422);
    expect(
      (
        await call(m, 'POST', 'email-senders', {
          domain: 'magaza-b.com',
          fromAddress: 'kampanya@magaza-b.com',
          fromName: 'M',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('needs a session', async () => {
    for (const url of ['email-sending-settings', 'smtp-credentials', 'email-senders'])
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` })).statusCode).toBe(401);
  });
});
