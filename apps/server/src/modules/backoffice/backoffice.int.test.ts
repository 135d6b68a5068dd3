import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  bearer,
  createTestAdmin,
  createTestUser,
  linkToken,
  loginAs,
  nextMail,
  OTHER_STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/auth-factories';
import { setAdminTotpSecret } from '../admin';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('admin area: staff, merchant accounts, add new user, release notes', () => {
  let ctx: TestContext;
  let admin: { email: string; password: string; id: number };
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
    admin = await createTestAdmin(ctx);
    adminToken = await loginAs(ctx, admin.email, admin.password, 'admin');
  });
  afterAll(async () => ctx.close());

  const call = (method: TMethod, url: string, token: string, payload?: object, lang = 'tr') =>
    ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...bearer(token), 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const asAdmin = (method: TMethod, url: string, payload?: object, lang?: string) =>
    call(method, url, adminToken, payload, lang);
  const auditOf = async (adminId: number) =>
    (await asAdmin('GET', `admin/actions?adminId=${adminId}&perPage=100`)).json().data as {
      route: string;
      summary: string | null;
      account_id: number | null;
    }[];

  it('keeps the two guards apart: the admin API refuses a merchant token and the user API an admin token', async () => {
    const user = await createTestUser(ctx);
    const userToken = await loginAs(ctx, user.email, user.password);
    for (const url of ['admin/dashboard?from=2026-01-01&to=2026-01-31', 'admin/accounts', 'admin/release-notes']) {
      expect((await call('GET', url, userToken)).statusCode, url).toBe(401);
    }
    expect((await call('POST', 'admin/add-new-user', userToken, {})).statusCode).toBe(401);
    for (const url of ['user/release-notes', 'user/profile', 'members']) {
      expect((await asAdmin('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('invites an admin who sets a password from the mail, logs in, and can be disabled', async () => {
    const email = uniqueEmail('staff');
    const invited = await asAdmin('POST', 'admin/admins', { name: 'Deniz', surname: 'Yılmaz', email }, 'en');
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json().data.id as number;
    // The same address again is refused with a field error.
    const again = await asAdmin('POST', 'admin/admins', { name: 'Deniz', surname: 'Yılmaz', email }, 'en');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.email).toEqual(['This email address cannot be used for registration.']);

    const listed = (await asAdmin('GET', 'admin/admins?perPage=100')).json().data;
    expect(listed.find((a: { id: number }) => a.id === id)).toMatchObject({
      pending: true,
      disabled: false,
      two_factor: false,
      last_login: null,
    });
    // No password works before the link is used.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email, password: OTHER_STRONG_PASSWORD },
    });
    expect(early.statusCode).toBe(401);

    const mail = await nextMail(ctx, email, /reset-password-for-admin/);
    expect(mail.subject).toBe('You are invited to the Ulak admin area');
    expect(mail.text).toContain('Ada Admin invited you');
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/reset-password',
      payload: {
        token: linkToken(mail.text),
        password: OTHER_STRONG_PASSWORD,
        passwordConfirmation: OTHER_STRONG_PASSWORD,
      },
    });
    expect(set.json()).toEqual({ data: { ok: true } });
    const staffToken = await loginAs(ctx, email, OTHER_STRONG_PASSWORD, 'admin');
    expect((await call('GET', 'admin/profile', staffToken)).statusCode).toBe(200);

    // Disabled: its session ends and it cannot log in again (after the password, a clear 403).
    expect((await asAdmin('POST', `admin/admins/${id}/enabled`, { enabled: false })).statusCode).toBe(200);
    expect((await call('GET', 'admin/profile', staffToken)).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email, password: OTHER_STRONG_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This account has been disabled. Please contact support.');
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      payload: { email, password: 'Wrong-password-9!x' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    // An admin cannot disable themself.
    expect((await asAdmin('POST', `admin/admins/${admin.id}/enabled`, { enabled: false })).statusCode).toBe(403);

    expect((await asAdmin('POST', `admin/admins/${id}/enabled`, { enabled: true })).statusCode).toBe(200);
    await loginAs(ctx, email, OTHER_STRONG_PASSWORD, 'admin');
  });

  it('resets an admin’s two-factor so the next login asks for no code', async () => {
    const other = await createTestAdmin(ctx);
    await setAdminTotpSecret(ctx.deps.db, other.id, ctx.deps.secretBox.seal(authenticator.generateSecret()));
    const listed = (await asAdmin('GET', 'admin/admins?perPage=100')).json().data;
    expect(listed.find((a: { id: number }) => a.id === other.id).two_factor).toBe(true);
    const reset = await asAdmin('POST', `admin/admins/${other.id}/2fa/reset`);
    expect(reset.json().data).toMatchObject({ id: other.id, two_factor: false });
    await loginAs(ctx, other.email, other.password, 'admin');
  });

  it('adds a new user with the registration’s validation in tr and en, and a welcome mail', async () => {
    const bad = { name: 'A', surname: 'B', phone: '12', email: 'not-an-email' };
    const tr = await asAdmin('POST', 'admin/add-new-user', bad, 'tr');
    expect(tr.statusCode).toBe(422);
    expect(tr.json().error.fields).toMatchObject({
      name: ['Ad en az 2 karakter olmalıdır.'],
      email: ['E-posta adresi geçersiz'],
    });
    const en = await asAdmin('POST', 'admin/add-new-user', bad, 'en');
    expect(en.json().error.fields).toMatchObject({
      name: ['Name must be at least 2 characters.'],
      surname: ['Surname must be at least 2 characters.'],
      phone: ['Enter User Phone Number!'],
      email: ['Please enter a valid email address.'],
    });
    expect(
      (await asAdmin('POST', 'admin/add-new-user', { ...bad, plan: 'gold' }, 'en')).json().error.fields.plan,
    ).toBeDefined();

    const email = uniqueEmail('newshop');
    const created = await asAdmin(
      'POST',
      'admin/add-new-user',
      { name: 'Elif', surname: 'Demir', phone: '+90 532 444 55 66', email, accountName: 'Elif Butik', plan: 'plus' },
      'en',
    );
    expect(created.statusCode, created.body).toBe(201);
    const { accountId } = created.json().data as { accountId: number };
    const taken = await asAdmin(
      'POST',
      'admin/add-new-user',
      { name: 'Elif', surname: 'Demir', phone: '+90 532 444 55 66', email },
      'tr',
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields.email).toEqual(['Bu e-posta adresi ile kayıt olunamıyor.']);

    const detail = (await asAdmin('GET', `admin/accounts/${accountId}`)).json().data;
    expect(detail).toMatchObject({ name: 'Elif Butik', packet_type: 'plus', packet_name: 'Plus', disabled: false });
    expect(detail.owner).toMatchObject({ email, verified: false });

    const mail = await nextMail(ctx, email, /reset-password/);
    expect(mail.subject).toBe('Your Ulak account is ready');
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        token: linkToken(mail.text),
        password: OTHER_STRONG_PASSWORD,
        passwordConfirmation: OTHER_STRONG_PASSWORD,
      },
    });
    expect(set.json()).toEqual({ data: { ok: true } });
    await loginAs(ctx, email, OTHER_STRONG_PASSWORD);

    await expect
      .poll(async () => (await auditOf(admin.id)).find((a) => a.route === '/api/v1/admin/add-new-user'))
      .toMatchObject({
        account_id: accountId,
        summary: `created account for ${email}`,
      });
  });

  it('finds merchants by name, email and domain, filters by plan and status, and shows their usage', async () => {
    const user = await createTestUser(ctx, { verified: false });
    const tag = user.email.split('@')[0] ?? '';
    await ctx.deps.db.execute(sql`insert into user_domains (account_id, domain, verification_token)
      values (${user.accountId}, ${`${tag}.example.com`}, 'x')`);
    await ctx.deps.db.execute(
      sql`update accounts set name = ${`Mağaza ${tag}`}, packet_type = 'basic' where id = ${user.accountId}`,
    );
    const find = async (query: string) =>
      (await asAdmin('GET', `admin/accounts?${query}`)).json().data.map((a: { id: number }) => a.id) as number[];
    expect(await find(`q=${encodeURIComponent(tag.toUpperCase())}`)).toEqual([user.accountId]);
    expect(await find(`q=${encodeURIComponent(`${tag}.example`)}`)).toEqual([user.accountId]);
    expect(await find(`q=${encodeURIComponent(`Mağaza ${tag}`)}`)).toEqual([user.accountId]);
    expect(await find(`q=${encodeURIComponent(tag)}&plan=pro`)).toEqual([]);
    expect(await find(`q=${encodeURIComponent(tag)}&plan=basic&status=unverified`)).toEqual([user.accountId]);
    expect(await find(`q=${encodeURIComponent(tag)}&status=disabled`)).toEqual([]);
    expect(await find('q=%25')).toEqual([]);

    const detail = (await asAdmin('GET', `admin/accounts/${user.accountId}`)).json().data;
    expect(detail.domains).toEqual([`${tag}.example.com`]);
    expect(detail.usage).toMatchObject({
      members: 0,
      devices: 0,
      limits: { members: 50_000, devices: 50_000 },
      sends: [],
    });
    expect((await asAdmin('GET', 'admin/accounts/999999999')).statusCode).toBe(404);
  });

  it('disables and enables a merchant account, resends its verification and logs in as it for support', async () => {
    const user = await createTestUser(ctx, { verified: false });
    const userToken = await loginAs(ctx, user.email, user.password);

    const resent = await asAdmin('POST', `admin/accounts/${user.accountId}/resend-verification`, undefined, 'en');
    expect(resent.json()).toEqual({ data: { sent: true } });
    expect((await nextMail(ctx, user.email, /user-verification/)).subject).toBe('Verify your Ulak account');

    const link = await asAdmin('POST', `admin/accounts/${user.accountId}/login-token`);
    expect(link.statusCode).toBe(200);
    const url = link.json().data.url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/user\?token=/);
    const verified = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/verifyToken',
      headers: bearer(linkToken(url)),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.data.email).toBe(user.email);
    // Single use.
    const reused = await ctx.app.inject({ method: 'GET', url: '/api/v1/verifyToken', headers: bearer(linkToken(url)) });
    expect(reused.statusCode).toBe(401);

    expect((await asAdmin('POST', `admin/accounts/${user.accountId}/enabled`, { enabled: false })).statusCode).toBe(
      200,
    );
    expect((await call('GET', 'user/profile', userToken)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('account_disabled');
    expect((await asAdmin('POST', `admin/accounts/${user.accountId}/login-token`)).statusCode).toBe(403);
    const listed = (await asAdmin('GET', `admin/accounts?status=disabled&perPage=100`)).json().data;
    expect(listed.map((a: { id: number }) => a.id)).toContain(user.accountId);

    expect((await asAdmin('POST', `admin/accounts/${user.accountId}/enabled`, { enabled: true })).statusCode).toBe(200);
    await loginAs(ctx, user.email, user.password);

    const accountSummaries = async () =>
      (await auditOf(admin.id)).filter((a) => a.account_id === user.accountId).map((a) => a.summary);
    await expect
      .poll(accountSummaries)
      .toEqual([
        `enabled account Zeynep Karaca`,
        `disabled account Zeynep Karaca`,
        `logged in as ${user.email} for support`,
        `verification mail sent for ${user.email}`,
      ]);
    // The audit log found by the account's owner email (any case) and by its name, not only by its id.
    for (const account of [user.email.toUpperCase(), 'zeynep kara']) {
      const found = await asAdmin('GET', `admin/actions?account=${encodeURIComponent(account)}&perPage=100`);
      expect(found.statusCode, found.body).toBe(200);
      const ids = new Set(found.json().data.map((a: { account_id: number | null }) => a.account_id));
      expect(ids.has(user.accountId)).toBe(true);
      expect(ids.has(null)).toBe(false);
    }
    const none = await asAdmin('GET', `admin/actions?account=${encodeURIComponent('nobody-matches@nowhere.test')}`);
    expect(none.json()).toEqual({ data: [], meta: { page: 1, perPage: 20, total: 0 } });
  });

  it('shows the dashboard: accounts, paid accounts, monthly recurring revenue, sign-ups and sends per day', async () => {
    const user = await createTestUser(ctx);
    await ctx.deps.db.execute(sql`insert into account_packets (account_id, kind, plan_code, period, ends_at)
      values (${user.accountId}, 'main', 'pro', 'monthly', now() + interval '20 days')`);
    await ctx.deps.db
      .execute(sql`insert into send_runs (account_id, channel, source_type, run_month, content, audience, total)
      values (${user.accountId}, 'email', 'direct', date_trunc('month', now())::date, '{}', '{}', 42),
             (${user.accountId}, 'sms', 'campaign', date_trunc('month', now())::date, '{}', '{}', 7),
             (${user.accountId}, 'sms', 'test', date_trunc('month', now())::date, '{}', '{}', 1)`);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
    const res = await asAdmin('GET', `admin/dashboard?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const [accounts] = (await ctx.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from accounts`)).rows;
    expect(data.accounts.total).toBe(accounts?.n);
    expect(data.accounts.paid).toBeGreaterThanOrEqual(1);
    expect(data.mrr.currency).toBe('TRY');
    expect(data.mrr.amountMinor).toBeGreaterThanOrEqual(599_900);
    // A disabled account's packet counts neither as paid nor in the revenue.
    await ctx.deps.db.execute(sql`update accounts set disabled_at = now() where id = ${user.accountId}`);
    const disabled = (await asAdmin('GET', `admin/dashboard?from=${today}&to=${today}`)).json().data;
    expect(disabled.accounts.paid).toBe(data.accounts.paid - 1);
    expect(disabled.mrr.amountMinor).toBe(data.mrr.amountMinor - 599_900);
    expect(data.signups).toEqual([{ day: today, count: accounts?.n }]);
    expect(data.sends).toEqual([
      { day: today, channel: 'email', count: 42 },
      { day: today, channel: 'sms', count: 7 },
    ]);
    const reversed = await asAdmin('GET', `admin/dashboard?from=2026-02-01&to=2026-01-01`, undefined, 'en');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.fields.to).toEqual(['The end date cannot be before the start date.']);
  });

  it('publishes a release note that a merchant sees unread until it is opened', async () => {
    const user = await createTestUser(ctx);
    const userToken = await loginAs(ctx, user.email, user.password);
    const unread = async () => (await call('GET', 'user/release-notes/unread', userToken)).json().data.unread as number;
    const before = await unread();

    const empty = await asAdmin(
      'POST',
      'admin/release-notes',
      { version: '', releaseDate: '2026-11-20', title: { tr: '', en: '' }, body: { tr: '', en: '' } },
      'en',
    );
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().error.message).toBe('Please fill in all fields');
    const invalid = await asAdmin(
      'POST',
      'admin/release-notes',
      { version: '1', releaseDate: '2026-13-45', title: { tr: 'Yeni', en: 'New' }, body: { tr: 'x', en: 'y' } },
      'en',
    );
    expect(invalid.statusCode, invalid.body).toBe(422);
    expect(Object.keys(invalid.json().error.fields)).toEqual(['releaseDate']);

    const note = {
      version: '2.4.0',
      releaseDate: '2026-11-20',
      title: { tr: 'Yeni panel', en: 'New dashboard' },
      body: { tr: 'Gövde', en: 'Body' },
    };
    const created = await asAdmin('POST', 'admin/release-notes', note);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    // A draft is not shown to merchants.
    expect(await unread()).toBe(before);
    const edited = await asAdmin('PUT', `admin/release-notes/${id}`, {
      ...note,
      title: { tr: 'Yeni gösterge paneli', en: 'New dashboard' },
    });
    expect(edited.json().data.title.tr).toBe('Yeni gösterge paneli');
    const published = await asAdmin('POST', `admin/release-notes/${id}/publish`, { published: true });
    expect(published.json().data.published_at).not.toBeNull();

    expect(await unread()).toBe(before + 1);
    const list = (await call('GET', 'user/release-notes', userToken)).json();
    expect(list.data[0]).toMatchObject({ id, version: '2.4.0', read: false });
    const read = await call('POST', 'user/release-notes/read', userToken, { ids: [id] });
    expect(read.json().data.unread).toBe(before);
    expect((await call('GET', 'user/release-notes', userToken)).json().data[0]).toMatchObject({ id, read: true });

    expect((await asAdmin('DELETE', `admin/release-notes/${id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `admin/release-notes/${id}`)).statusCode).toBe(404);
    // The audit hook records after the answer is sent: poll for the last entry.
    const summaries = async () =>
      (await auditOf(admin.id)).filter((a) => a.route.includes('release-notes')).map((a) => a.summary);
    await expect
      .poll(summaries)
      .toEqual([null, 'release note 2.4.0 published', 'release note 2.4.0 edited', 'release note 2.4.0 created']);
  });

  it('answers odd input on the admin routes with 200 or 4xx, never 500', async () => {
    const urls = [
      'admin/accounts?q=%00ab',
      'admin/accounts?plan=%00&status=bogus',
      `admin/accounts?q=${'a'.repeat(3000)}`,
      'admin/accounts?page=99999999999999999999',
      'admin/dashboard?from=0000-01-01&to=2026-01-01',
      'admin/dashboard?from=%00&to=x',
      'admin/actions?accountId=9223372036854775807',
      ...['0', '-1', 'abc', '9223372036854775807', '1.5', '%00'].map((id) => `admin/accounts/${id}`),
    ];
    for (const url of urls) {
      const res = await asAdmin('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
    const note = {
      version: 'v\u0000',
      releaseDate: '2026-11-20',
      title: { tr: 'a\u0000', en: 'b' },
      body: { tr: 'x', en: 'y' },
    };
    expect((await asAdmin('POST', 'admin/release-notes', note)).statusCode).toBeLessThan(500);
    const user = { name: 'Ad\u0000a', surname: 'Soyad', phone: '+90 532 444 55 66', email: uniqueEmail('odd') };
    expect((await asAdmin('POST', 'admin/add-new-user', user)).statusCode).toBeLessThan(500);
    expect(
      (await asAdmin('POST', 'admin/admins/9223372036854775807/enabled', { enabled: false })).statusCode,
    ).toBeLessThan(500);
  });
});
