import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import type { TestContext } from '../../../test/harness';
import { createMerchant, setPacket, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { addMember, directSend, runActions } from '../messaging/test-helpers';
import { verifyNewMembers } from './email-verification.service';

let ctx: TestContext;
let dns: DnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
  dns.setHost('dukkan.test', { mx: ['mx1.dukkan.test'] });
  dns.setHost('sadece-a.test', { a: ['192.0.2.10'] });
  dns.setHost('sadece-v6.test', { aaaa: ['2001:db8::1'] });
  dns.setHost('postasiz.test', {});
  dns.setHost('mailinator.com', { mx: ['mail.mailinator.com'] });
  dns.setFailing('bozuk.test');
  ctx = await createSinkEmailContext({ env: { DNS_SERVERS: dns.address } });
});
afterAll(async () => {
  await ctx.close();
  await dns.close();
});

async function api(m: TMerchant, method: 'GET' | 'POST', url: string, lang = 'en') {
  const res = await ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...m.headers, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
}

async function verdicts(accountId: number) {
  const r = await ctx.deps.db.execute<{ email: string; status: string; reason: string }>(
    sql`select email, status, reason from member_email_verifications where account_id = ${accountId}`,
  );
  return Object.fromEntries(r.rows.map((x) => [x.email, `${x.status}:${x.reason}`]));
}

async function waitForRun(m: TMerchant, runId: number) {
  await ctx.runJobs();
  const run = await api(m, 'GET', `/email-verification/runs/${runId}`);
  expect(run.status).toBe(200);
  return run.body.data;
}

const CLASSES: [string, string][] = [
  ['ayse@dukkan.test', 'verified:mx'],
  ['Mehmet.Kaya@sadece-a.test', 'verified:address_record'],
  ['zeynep@sadece-v6.test', 'verified:address_record'],
  ['ali@postasiz.test', 'invalid:no_mail_domain'],
  ['veli@yok-boyle-alan.test', 'invalid:no_mail_domain'],
  ['bozuk adres@dukkan.test', 'invalid:syntax'],
  ['eksik@', 'invalid:syntax'],
  ['gecici@mailinator.com', 'risky:disposable'],
  ['info@dukkan.test', 'risky:role'],
  ['noreply@dukkan.test', 'risky:role'],
  ['can@bozuk.test', 'risky:domain_unchecked'],
  ['ayse+kampanya@dukkan.test', 'risky:duplicate'],
];

describe('member email verification', () => {
  it('classifies each class of address through the configured resolver, with progress and counts', async () => {
    const m = await createMerchant(ctx);
    await setPacket(ctx, m.accountId, 'pro');
    for (const [email] of CLASSES) await addMember(ctx, m, email);
    const before = dns.queries();
    const started = await api(m, 'POST', '/email-verification/runs');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data).toMatchObject({ state: 'running', total: CLASSES.length, processed: 0 });
    const run = await waitForRun(m, started.body.data.id);
    expect(run).toMatchObject({ state: 'done', processed: 12, verified: 3, risky: 5, invalid: 4 });
    const found = await verdicts(m.accountId);
    for (const [email, expected] of CLASSES) expect(found[email.toLowerCase()], email).toBe(expected);
    // dukkan.test is asked once for the whole run (MX found: no A/AAAA lookups).
    expect(dns.queries() - before).toBeLessThan(20);
    const overview = await api(m, 'GET', '/email-verification');
    expect(overview.body.data).toMatchObject({
      quota: 100_000,
      used: 12,
      remaining: 99_988,
      counts: { verified: 3, risky: 5, invalid: 4, unchecked: 0 },
      latestRun: { id: run.id, state: 'done' },
    });
    const invalid = await api(m, 'GET', '/email-verification/results?status=invalid&perPage=2');
    expect(invalid.body.meta).toMatchObject({ total: 4, perPage: 2 });
    expect(invalid.body.data[0]).toMatchObject({ status: 'invalid' });
    // The member list filters by class, and a segment criterion selects the same members.
    const listed = await api(m, 'GET', '/members?emailVerification=risky&perPage=100');
    expect(listed.body.meta.total).toBe(5);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/segments/preview',
      headers: m.headers,
      payload: {
        criteria: {
          operator: 'or',
          blocks: [
            { operator: 'and', criteria: [{ type: 'email_verification', operator: 'equal', value: 'invalid' }] },
          ],
        },
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.count).toBe(4);
  });

  it('an email send skips an invalid address with the SPEC reason and sends the others', async () => {
    const m = await createMerchant(ctx);
    await setPacket(ctx, m.accountId, 'pro');
    const good = await addMember(ctx, m, `iyi-${m.accountId}@dukkan.test`);
    const bad = await addMember(ctx, m, `kotu-${m.accountId}@postasiz.test`);
    const started = await api(m, 'POST', '/email-verification/runs');
    await waitForRun(m, started.body.data.id);
    const { runId } = await directSend(ctx, m, { kind: 'members', memberIds: [good, bad] });
    await ctx.runJobs();
    const rows = (await runActions(ctx, m, runId)).data;
    expect(rows.find((r) => r.member_id === bad)).toMatchObject({ status: 'failed', reason: 'Member email invalid' });
    expect(rows.find((r) => r.member_id === good)?.status).toBe('success');
  });

  it('stops the run at the packet limit, then refuses with the SPEC message (tr and en)', async () => {
    const m = await createMerchant(ctx);
    await setPacket(ctx, m.accountId, 'trial');
    for (let i = 0; i < 5; i++) await addMember(ctx, m, `uye${i}-${m.accountId}@dukkan.test`);
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    await ctx.deps.db.execute(
      sql`insert into email_verification_usage (account_id, period, used) values (${m.accountId}, ${month}, 97)`,
    );
    const started = await api(m, 'POST', '/email-verification/runs');
    const run = await waitForRun(m, started.body.data.id);
    expect(run).toMatchObject({ state: 'stopped', stoppedReason: 'quota', processed: 3, total: 5 });
    expect((await api(m, 'GET', '/email-verification')).body.data).toMatchObject({ remaining: 0 });
    const en = await api(m, 'POST', '/email-verification/runs');
    expect(en.status).toBe(418);
    expect(en.body.error).toMatchObject({
      code: 'email_verification_expired',
      message: 'Member email verified package has expired',
    });
    const tr = await api(m, 'POST', '/email-verification/runs', 'tr');
    expect(tr.body.error.message).toBe('Üye e-posta doğrulama paketinin süresi doldu');
    // A plan without the packet cannot start at all.
    const free = await createMerchant(ctx);
    expect((await api(free, 'POST', '/email-verification/runs')).body.error.code).toBe('feature_not_purchased');
  });

  it('verifies new and edited members as they arrive once the account verifies', async () => {
    const m = await createMerchant(ctx);
    await setPacket(ctx, m.accountId, 'pro');
    await addMember(ctx, m, `ilk-${m.accountId}@dukkan.test`);
    const started = await api(m, 'POST', '/email-verification/runs');
    await waitForRun(m, started.body.data.id);
    const late = await addMember(ctx, m, `gec-${m.accountId}@postasiz.test`);
    expect((await api(m, 'GET', '/email-verification')).body.data.counts.unchecked).toBe(1);
    await verifyNewMembers(ctx.deps);
    expect((await verdicts(m.accountId))[`gec-${m.accountId}@postasiz.test`]).toBe('invalid:no_mail_domain');
    // The member detail carries the verdict on the current address.
    expect((await api(m, 'GET', `/members/${late}`)).body.data.email_verification).toMatchObject({
      status: 'invalid',
      reason: 'no_mail_domain',
    });
    // An edited address is unchecked again, then verified anew.
    await ctx.deps.db.execute(sql`update members set email = ${`gec-${m.accountId}@dukkan.test`} where id = ${late}`);
    expect((await api(m, 'GET', '/email-verification')).body.data.counts).toMatchObject({ unchecked: 1, invalid: 0 });
    expect((await api(m, 'GET', `/members/${late}`)).body.data.email_verification).toBeNull();
    await verifyNewMembers(ctx.deps);
    expect((await api(m, 'GET', '/email-verification')).body.data.counts).toMatchObject({ verified: 2, unchecked: 0 });
  });
});
