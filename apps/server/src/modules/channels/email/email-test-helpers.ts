import { Resolver } from 'node:dns/promises';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DnsServer } from '@ulak/fakes/dns-server';
import type { TEmailSender } from '@ulak/shared/email/email-settings';
import type { TestContext } from '../../../../test/harness';
import type { TMerchant } from '../../../../test/audience-factories';
import { nextMail } from '../../../../test/auth-factories';
import type { TMessageRef } from '../../messaging';

// Shared steps of the email channel's integration tests (not shipped: only *.int.test.ts import it).
export async function addSender(ctx: TestContext, merchant: TMerchant, domain: string): Promise<TEmailSender> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/email-senders',
    headers: merchant.headers,
    payload: { domain, fromAddress: `kampanya@${domain}`, fromName: 'Mağaza' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TEmailSender;
}

export function publishRecords(dns: DnsServer, sender: TEmailSender): void {
  for (const record of sender.records) dns.setTxt(record.name, [record.value]);
}

// Opens the confirmation link of the verification mail the From mailbox received.
export async function confirmSenderMail(ctx: TestContext, sender: TEmailSender): Promise<number> {
  const mail = await nextMail(ctx, sender.fromAddress, /email-senders/);
  const link = /https?:\/\/\S+\/api\/v1\/email-senders\/\d+\/confirm\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
  const url = new URL(link);
  const res = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return res.statusCode;
}

export async function verifiedSender(
  ctx: TestContext,
  dns: DnsServer,
  merchant: TMerchant,
  domain: string,
): Promise<TEmailSender> {
  const sender = await addSender(ctx, merchant, domain);
  publishRecords(dns, sender);
  expect(await confirmSenderMail(ctx, sender)).toBe(302);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/email-senders/${sender.id}/verify`,
    headers: merchant.headers,
  });
  expect(res.json().data.status).toBe('verified');
  return res.json().data as TEmailSender;
}

// A message row as the pipeline's fan-out writes it, so DSNs have something to bounce.
export async function insertEmailMessage(ctx: TestContext, accountId: number, address: string): Promise<TMessageRef> {
  const run = await ctx.deps.db.execute<{ id: number; run_month: string }>(sql`
    insert into send_runs (account_id, channel, source_type, run_month, content, audience)
    values (${accountId}, 'email', 'direct', date_trunc('month', now())::date, '{}'::jsonb, '{}'::jsonb)
    returning id, run_month::text`);
  const runRow = run.rows[0];
  if (!runRow) throw new Error('no run');
  const message = await ctx.deps.db.execute<{ id: number }>(sql`
    insert into messages (account_id, run_month, run_id, channel, source_type, recipient_key, address, status)
    values (${accountId}, ${runRow.run_month}, ${runRow.id}, 'email', 'direct', ${address}, ${address}, 'success')
    returning id`);
  return { accountId, messageId: Number(message.rows[0]?.id), runMonth: runRow.run_month };
}

// mailauth asks DNS through this: the local DNS server of the test (DKIM only needs TXT).
export function localResolver(dns: DnsServer): (name: string, type: string) => Promise<string[][]> {
  const resolver = new Resolver();
  resolver.setServers([dns.address]);
  return async (name, type) => {
    if (type !== 'TXT') throw Object.assign(new Error(`no ${type} records here`), { code: 'ENOTFOUND' });
    return resolver.resolveTxt(name);
  };
}
