import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import { buildArfComplaint, buildDsn } from '@ulak/fakes/dsn';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant } from '../../../../test/audience-factories';
import { channelProvider, returnPathToken, type TRenderedMessage } from '../../messaging';
import { closeEmailTransports, loadEmailSettings, startBounceReceiver, type BounceReceiver } from './index';
import { insertEmailMessage, localResolver, verifiedSender } from './email-test-helpers';

const BOUNCE_DOMAIN = 'bounce.ulak.test';

describe('email provider: DKIM, one-click unsubscribe, VERP and bounces', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  let bounces: BounceReceiver;
  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestContext({
      env: {
        DNS_SERVERS: dns.address,
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        EMAIL_BOUNCE_DOMAIN: BOUNCE_DOMAIN,
        // The merchants' SMTP servers here are the local sink.
        EGRESS_ALLOW_PRIVATE: 'true',
      },
    });
    bounces = await startBounceReceiver(ctx.deps, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    closeEmailTransports();
    await bounces.close();
    await ctx.close();
    await dns.close();
  });

  function rendered(accountId: number, overrides: Partial<TRenderedMessage> = {}): TRenderedMessage {
    return {
      messageId: 901,
      idempotencyKey: 'ulak-901',
      accountId,
      memberId: 1,
      deviceId: null,
      to: 'ayse@example.com',
      language: 'tr',
      subject: 'Hafta sonu indirimi',
      html: '<mjml><mj-body><mj-section><mj-column><mj-text>Merhaba Ayşe</mj-text></mj-column></mj-section></mj-body></mjml>',
      headers: {},
      listUnsubscribe: { url: 'https://ulak.test/u/abc123', oneClick: true, mailto: 'unsubscribe@ulak.test' },
      returnPathToken: '1-901-202611-00112233445566778899aabb',
      ...overrides,
    };
  }

  it('sends a DKIM-signed message whose signature covers both List-Unsubscribe headers', async () => {
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'signed-shop.com');
    const provider = channelProvider('email');
    const settings = await loadEmailSettings(ctx.deps, m.accountId);
    if (!provider || !settings) throw new Error('email provider or settings missing');
    const outcomes = await provider.send(
      { accountId: m.accountId, channel: 'email', settings, messages: [rendered(m.accountId)] },
      ctx.deps,
    );
    expect(outcomes).toEqual([{ messageId: 901, status: 'accepted', providerMessageId: '<ulak-901@signed-shop.com>' }]);

    const mail = await ctx.mail.waitFor('ayse@example.com');
    expect(mail.from).toBe(`bounces+1-901-202611-00112233445566778899aabb@${BOUNCE_DOMAIN}`);
    // Unfolded (RFC 5322 folding puts a line break before the mailto part).
    const raw = mail.raw.toString('utf8').replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/ulak\.test\/u\/abc123>, <mailto:unsubscribe@ulak\.test>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(mail.html).toContain('Merhaba Ayşe');
    expect(mail.html).not.toContain('<mj-');
    expect(mail.text).toContain('Merhaba Ayşe');

    const result = await dkimVerify(mail.raw, { resolver: localResolver(dns) });
    const [signature] = result.results;
    expect(signature?.status.result).toBe('pass');
    expect(signature?.signingDomain).toBe('signed-shop.com');
    const signed = (signature?.signingHeaders?.keys ?? '').toLowerCase().split(': ');
    expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post', 'from', 'subject']));
  });

  it('fails a message with a line break in a header instead of sending it', async () => {
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'crlf-shop.com');
    const provider = channelProvider('email');
    const settings = await loadEmailSettings(ctx.deps, m.accountId);
    if (!provider || !settings) throw new Error('email provider or settings missing');
    const outcomes = await provider.send(
      {
        accountId: m.accountId,
        channel: 'email',
        settings,
        messages: [
          rendered(m.accountId, { messageId: 902, to: 'crlf@example.com', subject: 'Hi\r\nBcc: all@example.com' }),
        ],
      },
      ctx.deps,
    );
    expect(outcomes).toEqual([
      { messageId: 902, status: 'failed', code: 'header_invalid', reason: 'line break in a header' },
    ]);
    expect(ctx.mail.all().some((mail) => mail.to.includes('crlf@example.com'))).toBe(false);
  });

  it('sends nothing through the relay until the sender is verified', async () => {
    const m = await createMerchant(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/email-senders',
      headers: m.headers,
      payload: { domain: 'pending-shop.com', fromAddress: 'info@pending-shop.com', fromName: 'Pending' },
    });
    expect(await loadEmailSettings(ctx.deps, m.accountId)).toBeNull();
  });

  it('turns a DSN sent to the bounce mailbox into a hard bounce and a suppression', async () => {
    const m = await createMerchant(ctx);
    const ref = await insertEmailMessage(ctx, m.accountId, 'gone@example.com');
    const token = await returnPathToken(ctx.deps, ref);
    const client = nodemailer.createTransport({
      host: '127.0.0.1',
      port: bounces.port,
      secure: false,
      ignoreTLS: true,
    });
    const verp = `bounces+${token}@${BOUNCE_DOMAIN}`;
    await client.sendMail({
      envelope: { from: '', to: verp },
      raw: buildDsn({ to: verp, recipient: 'gone@example.com', status: '5.1.1' }),
    });
    // Mail for any other mailbox is refused.
    await expect(
      client.sendMail({ envelope: { from: '', to: `postmaster@${BOUNCE_DOMAIN}` }, raw: 'Subject: x\r\n\r\nx' }),
    ).rejects.toThrow(/550/);
    client.close();

    const message = await ctx.deps.db.execute<{ status: string; bounced_at: Date | null }>(
      sql`select status, bounced_at from messages where account_id = ${m.accountId} and id = ${ref.messageId}`,
    );
    expect(message.rows[0]).toMatchObject({ status: 'bounce' });
    expect(message.rows[0]?.bounced_at).not.toBeNull();
    const suppressed = await ctx.deps.db.execute<{ reason: string; channel: string }>(
      sql`select reason, channel from suppressions where account_id = ${m.accountId} and address = 'gone@example.com'`,
    );
    expect(suppressed.rows).toEqual([{ reason: 'hard_bounce', channel: 'email' }]);
  });

  it('counts a 4.x.x DSN as a soft bounce and ignores a forged token', async () => {
    const m = await createMerchant(ctx);
    const ref = await insertEmailMessage(ctx, m.accountId, 'full@example.com');
    const token = await returnPathToken(ctx.deps, ref);
    const client = nodemailer.createTransport({
      host: '127.0.0.1',
      port: bounces.port,
      secure: false,
      ignoreTLS: true,
    });
    const send = (t: string, status: string) =>
      client.sendMail({
        envelope: { from: '', to: `bounces+${t}@${BOUNCE_DOMAIN}` },
        raw: buildDsn({
          to: `bounces+${t}@${BOUNCE_DOMAIN}`,
          recipient: 'full@example.com',
          status,
          action: 'delayed',
        }),
      });
    await send(token, '4.2.2');
    await send(`${token.slice(0, -4)}${token.endsWith('0000') ? '1111' : '0000'}`, '5.1.1');
    client.close();
    const rows = await ctx.deps.db.execute<{ reason: string; suppressed_at: Date | null; soft_bounce_count: number }>(
      sql`select reason, suppressed_at, soft_bounce_count from suppressions where account_id = ${m.accountId}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ suppressed_at: null, soft_bounce_count: 1 });
    const message = await ctx.deps.db.execute<{ status: string }>(
      sql`select status from messages where account_id = ${m.accountId} and id = ${ref.messageId}`,
    );
    expect(message.rows[0]?.status).toBe('success');
  });

  it('suppresses the address of a complaint sent to the feedback-loop mailbox', async () => {
    const m = await createMerchant(ctx);
    const ref = await insertEmailMessage(ctx, m.accountId, 'angry@example.com');
    const token = await returnPathToken(ctx.deps, ref);
    const client = nodemailer.createTransport({
      host: '127.0.0.1',
      port: bounces.port,
      secure: false,
      ignoreTLS: true,
    });
    await client.sendMail({
      envelope: { from: 'fbl@isp.example', to: `fbl@${BOUNCE_DOMAIN}` },
      raw: buildArfComplaint({
        to: `fbl@${BOUNCE_DOMAIN}`,
        recipient: 'angry@example.com',
        originalHeaders: `Return-Path: <bounces+${token}@${BOUNCE_DOMAIN}>\r\nSubject: Sale`,
      }),
    });
    client.close();
    const suppressed = await ctx.deps.db.execute<{ reason: string }>(
      sql`select reason from suppressions where account_id = ${m.accountId} and address = 'angry@example.com'`,
    );
    expect(suppressed.rows).toEqual([{ reason: 'complaint' }]);
  });
});
