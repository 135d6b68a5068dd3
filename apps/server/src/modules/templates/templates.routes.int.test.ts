import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '@ulak/fakes/dns-server';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, setPacket, type TMerchant } from '../../../test/audience-factories';
import { bearer, createTestAdmin, loginAs } from '../../../test/auth-factories';
import { closeEmailTransports } from '../channels/email';
import { verifiedSender } from '../channels/email/email-test-helpers';
import { seedStoreTemplates } from './store.service';

let ctx: TestContext;
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  ctx = await createTestContext({ env: { DNS_SERVERS: dns.address, RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
  expect(await seedStoreTemplates(ctx.deps.db)).toBeGreaterThanOrEqual(12);
  // A second start adds nothing.
  expect(await seedStoreTemplates(ctx.deps.db)).toBe(0);
});
afterAll(async () => {
  closeEmailTransports();
  await ctx.close();
  await dns.close();
});

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(m: { headers: Record<string, string> }, method: TMethod, url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, payload });
}

const MJML = (body: string) =>
  `<mjml>\n<mj-body>\n<mj-section>\n<mj-column>\n${body}\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>`;
const UNSUB = '<mj-text><a href="{{ unsubscribe_link }}">Çık</a></mj-text>';

async function versionCount(templateId: number): Promise<number> {
  const r = await ctx.deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from message_template_versions where template_id = ${templateId}`,
  );
  return r.rows[0]?.n ?? 0;
}

async function storeIds(m: TMerchant) {
  const store = await call(m, 'GET', '/template-store');
  expect(store.statusCode, store.body).toBe(200);
  const list = store.json().data as { id: number; premium: boolean; languages: string[] }[];
  const free = list.find((t) => !t.premium);
  const premium = list.find((t) => t.premium);
  if (!free || !premium) throw new Error('seed has free and premium templates');
  return { list, free, premium, meta: store.json().meta as { premiumAvailable: boolean } };
}

describe('template store', () => {
  it('filters all / free / premium; a premium copy needs a package with it (418), a free one copies with its languages', async () => {
    const m = await createMerchant(ctx);
    const { list, free, premium, meta } = await storeIds(m);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(meta.premiumAvailable).toBe(false);
    const onlyFree = (await call(m, 'GET', '/template-store?filter=free')).json().data as { premium: boolean }[];
    expect(onlyFree.length).toBeGreaterThan(0);
    expect(onlyFree.every((t) => !t.premium)).toBe(true);
    const onlyPremium = (await call(m, 'GET', '/template-store?filter=premium')).json().data as { premium: boolean }[];
    expect(onlyPremium.every((t) => t.premium)).toBe(true);
    const categories = (await call(m, 'GET', '/template-store/categories')).json().data as { templateCount: number }[];
    expect(categories.reduce((n, c) => n + c.templateCount, 0)).toBe(list.length);

    const refused = await call(m, 'POST', `/template-store/${premium.id}/copy`);
    expect(refused.statusCode).toBe(418);
    expect(refused.json().error.message).toContain('15');

    const copied = await call(m, 'POST', `/template-store/${free.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    const mine = (await call(m, 'GET', `/email-templates/${copied.json().data.id}`)).json().data;
    expect(mine.languages).toEqual(['tr', 'en']);
    expect(mine.states.map((s: { version: number }) => s.version)).toEqual([1, 1]);

    await setPacket(ctx, m.accountId, 'basic');
    expect((await storeIds(m)).meta.premiumAvailable).toBe(true);
    expect((await call(m, 'POST', `/template-store/${premium.id}/copy`)).statusCode).toBe(201);
  });

  it('on the free plan the 15-day premium templates trial (SPEC §4) unlocks the copy', async () => {
    const m = await createMerchant(ctx);
    const { premium } = await storeIds(m);
    expect((await call(m, 'POST', `/template-store/${premium.id}/copy`)).statusCode).toBe(418);
    const trial = await call(m, 'POST', '/billing/trials', { feature: 'premium_templates' });
    expect(trial.statusCode, trial.body).toBeLessThan(300);
    const days = (Date.parse(trial.json().data.endsAt as string) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(15);
    expect((await storeIds(m)).meta.premiumAvailable).toBe(true);
    const copied = await call(m, 'POST', `/template-store/${premium.id}/copy`);
    expect(copied.statusCode, copied.body).toBe(201);
    expect((await call(m, 'GET', `/email-templates/${copied.json().data.id}`)).json().data.languages).toEqual([
      'tr',
      'en',
    ]);
  });
});

describe('my templates', () => {
  it('saves versions per language, refuses MJML and Liquid errors naming the place with nothing saved, restores', async () => {
    const m = await createMerchant(ctx);
    const created = await call(m, 'POST', '/email-templates', { name: 'Kış', defaultLanguage: 'tr' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;

    const mjmlError = await call(m, 'POST', `/email-templates/${id}/versions`, {
      language: 'tr',
      subject: 'Konu',
      mjml: MJML('<mj-textt>x</mj-textt>'),
    });
    expect(mjmlError.statusCode).toBe(422);
    expect(mjmlError.json().error.message).toMatch(/line 5/i);
    const liquidError = await call(m, 'POST', `/email-templates/${id}/versions`, {
      language: 'tr',
      subject: 'Konu',
      mjml: MJML('<mj-text>{% if member.name %}Merhaba</mj-text>'),
    });
    expect(liquidError.statusCode).toBe(422);
    expect(liquidError.json().error.message).toMatch(/line 5, column 10/);
    const tr = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/email-templates/${id}/versions`,
      headers: { ...m.headers, 'accept-language': 'tr' },
      payload: { language: 'tr', subject: '{{ member.name', mjml: MJML(UNSUB) },
    });
    expect(tr.statusCode).toBe(422);
    expect(tr.json().error.message).toMatch(/^Konu söz dizimi hatası/);
    expect(await versionCount(id)).toBe(0);

    const first = await call(m, 'POST', `/email-templates/${id}/versions`, {
      language: 'tr',
      subject: 'Merhaba {{ member.name }}',
      mjml: MJML('<mj-text>Birinci</mj-text><mj-image src="https://cdn.example.com/a.png" />'),
      project: { pages: [] },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.warnings.map((w: { code: string }) => w.code)).toEqual([
      'image_alt',
      'unsubscribe_missing',
    ]);
    const second = await call(m, 'POST', `/email-templates/${id}/versions`, {
      language: 'tr',
      subject: 'İkinci',
      // An id (the editor adds one to a styled component) is no error.
      mjml: MJML(`<mj-text id="i2x">İkinci</mj-text>${UNSUB}`),
    });
    expect(second.json().data.warnings).toEqual([]);
    expect(second.json().data.version.version).toBe(2);
    await call(m, 'POST', `/email-templates/${id}/versions`, { language: 'en', subject: 'Hello', mjml: MJML(UNSUB) });

    const versions = (await call(m, 'GET', `/email-templates/${id}/versions?language=tr`)).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await call(m, 'POST', `/email-templates/${id}/versions/${first.json().data.version.id}/restore`);
    expect(restored.json().data.version).toBe(3);
    const editor = (await call(m, 'GET', `/email-templates/${id}/editor/tr`)).json().data;
    expect(editor).toMatchObject({ subject: 'Merhaba {{ member.name }}', project: { pages: [] }, fromDraft: false });
    expect(editor.mjml).toContain('Birinci');
    // A language never written opens with the default language's version as its start.
    const fr = (await call(m, 'GET', `/email-templates/${id}/editor/fr`)).json().data;
    expect(fr).toMatchObject({ language: 'fr', versionId: null });
    expect(fr.mjml).toContain('Birinci');

    const drafted = await call(m, 'PUT', `/email-templates/${id}/draft`, {
      language: 'tr',
      subject: 'T',
      mjml: '<mjml>',
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect((await call(m, 'GET', `/email-templates/${id}/editor/tr`)).json().data).toMatchObject({
      fromDraft: true,
      mjml: '<mjml>',
    });
    const detail = (await call(m, 'GET', `/email-templates/${id}`)).json().data;
    expect(detail.states.find((s: { language: string }) => s.language === 'tr')).toMatchObject({
      hasDraft: true,
      version: 3,
    });

    // The current content is the send pipeline's message content, as a task or direct send takes it over.
    const content = (await call(m, 'GET', `/email-templates/${id}/content`)).json().data;
    expect(content.defaultLanguage).toBe('tr');
    expect(Object.keys(content.languages).sort()).toEqual(['en', 'tr']);
    expect(content.languages.tr.subject).toBe('Merhaba {{ member.name }}');
    const row = await ctx.deps.db.execute<{ content: { languages: Record<string, { html: string }> } }>(
      sql`select content from message_templates where id = ${id}`,
    );
    expect(row.rows[0]?.content.languages.tr?.html).toContain('Birinci');
    expect(row.rows[0]?.content.languages.en?.html).toContain('unsubscribe_link');
  });

  it('names the line of an MJML or Liquid error in Turkish and English, saving nothing', async () => {
    const m = await createMerchant(ctx);
    const id = (await call(m, 'POST', '/email-templates', { name: 'Hatalı' })).json().data.id as number;
    const save = (language: string, mjml: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/email-templates/${id}/versions`,
        headers: { ...m.headers, 'accept-language': language },
        payload: { language: 'tr', subject: 'Konu', mjml },
      });
    const expectations: [string, string, RegExp][] = [
      ['tr', MJML('<mj-textt>x</mj-textt>'), /^MJML hatası, satır 5: mj-textt/],
      ['en', MJML('<mj-textt>x</mj-textt>'), /^MJML error at line 5: mj-textt/],
      ['tr', MJML('<mj-text>{{ member.name </mj-text>'), /^Şablon söz dizimi hatası, satır 5, sütun 10/],
      ['en', MJML('<mj-text>{{ member.name </mj-text>'), /^Template syntax error at line 5, column 10/],
      ['tr', '<html><body>x</body></html>', /^Şablon <mjml> ile başlayan bir MJML olmalıdır\./],
      ['en', '<html><body>x</body></html>', /^The template must be MJML starting with <mjml>\./],
    ];
    for (const [language, mjml, message] of expectations) {
      const res = await save(language, mjml);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.message).toMatch(message);
      expect(Object.keys(res.json().error.fields as object)).toEqual(['mjml']);
    }
    expect(await versionCount(id)).toBe(0);
    expect((await call(m, 'GET', `/email-templates/${id}`)).json().data.languages).toEqual([]);
  });

  it('renames, duplicates with its versions, deletes; another account gets 404', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const id = (await call(m, 'POST', '/email-templates', { name: 'Yaz' })).json().data.id as number;
    await call(m, 'POST', `/email-templates/${id}/versions`, { language: 'tr', subject: 'S', mjml: MJML(UNSUB) });
    expect((await call(m, 'PUT', `/email-templates/${id}`, { name: 'Yaz 2026' })).json().data.name).toBe('Yaz 2026');
    const dup = await call(m, 'POST', `/email-templates/${id}/duplicate`);
    expect(dup.json().data.name).toBe('Yaz 2026 (copy)');
    expect(await versionCount(dup.json().data.id)).toBe(1);
    expect((await call(other, 'GET', `/email-templates/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/email-templates/${id}`)).statusCode).toBe(404);
    expect((await call(m, 'DELETE', `/email-templates/${id}`)).statusCode).toBe(200);
    expect((await call(m, 'GET', '/email-templates')).json().data.map((t: { id: number }) => t.id)).toEqual([
      dup.json().data.id,
    ]);
  });

  it('previews with sample values and test-sends the MJML through the pipeline', async () => {
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'template-shop.com');
    const mjml = MJML(`<mj-text>Merhaba {{ member.name }}, <b>Deri çanta</b> 1.499 TL</mj-text>${UNSUB}`);
    const preview = await call(m, 'POST', '/email-templates/preview', {
      language: 'tr',
      subject: '{{ member.name }}',
      mjml,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.subject).toBe('Ayşe');
    expect(preview.json().data.html).toContain('Merhaba Ayşe');
    const samples = (await call(m, 'GET', '/email-templates/sample-values?language=en')).json().data;
    expect(samples.member.name).toBe('Jane');
    const sent = await call(m, 'POST', '/templates/test-send', {
      channel: 'email',
      content: { defaultLanguage: 'tr', languages: { tr: { subject: 'Deneme', html: mjml } } },
      address: 'designer@mail.test',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor('designer@mail.test');
    expect(mail.html).toContain('Deri çanta');
    expect(mail.html).not.toContain('<mj-text');
  });

  // What is sent is what was designed: a saved template used in a send reaches the member with the body the
  // editor's preview showed for the same values; only the tracking (click redirects, the unsubscribe token,
  // the open pixel) differs.
  it("delivers the saved template with the body of the editor's preview", async () => {
    const m = await createMerchant(ctx);
    await verifiedSender(ctx, dns, m, 'same-shop.com');
    const subject = 'Merhaba {{ member.name }}';
    const mjml = MJML(
      [
        '<mj-text>Merhaba {{ member.name }} {{ member.surname }}, {% if member.city %}{{ member.city }}{% endif %}</mj-text>',
        '<mj-image src="https://cdn.example.com/canta.png" alt="Çanta" href="https://www.example.com/p/canta" />',
        '<mj-button href="https://www.example.com/p/canta?utm=mail">İncele</mj-button>',
        UNSUB,
      ].join('\n'),
    );
    const id = (await call(m, 'POST', '/email-templates', { name: 'Aynı' })).json().data.id as number;
    expect(
      (await call(m, 'POST', `/email-templates/${id}/versions`, { language: 'tr', subject, mjml })).statusCode,
    ).toBe(201);
    const preview = (await call(m, 'POST', '/email-templates/preview', { language: 'tr', subject, mjml })).json().data;
    // A member with the preview's sample values, sent the template as a direct send takes it over.
    const member = await ctx.deps.db.execute<{ id: number }>(sql`insert into members
      (account_id, name, surname, city, email, email_active, language)
      values (${m.accountId}, 'Ayşe', 'Yılmaz', 'İstanbul', 'same@mail.test', true, 'tr') returning id`);
    const content = (await call(m, 'GET', `/email-templates/${id}/content`)).json().data;
    const sent = await call(m, 'POST', '/direct/send/email', {
      content,
      audience: { kind: 'members', memberIds: [Number(member.rows[0]?.id)] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor('same@mail.test');
    expect(mail.subject).toBe(preview.subject);
    const untracked = (html: string) =>
      html
        .replace(/href="[^"]*\/r\/[^"?]+\?u=([\w-]+)"/g, (_, u: string) => `href="${Buffer.from(u, 'base64url')}"`)
        .replace(/\/dont-send\/[^"]+"/g, '/dont-send/TOKEN"')
        .replace(/<img src="[^"]*\/o\/[^"]+\.gif"[^>]*>\n?/g, '');
    expect(mail.html).toContain('/r/');
    expect(untracked(mail.html)).toBe(untracked(preview.html));
  });

  it('keeps saved blocks per account', async () => {
    const m = await createMerchant(ctx);
    const other = await createMerchant(ctx);
    const block = await call(m, 'POST', '/template-blocks', { name: 'Alt bilgi', mjml: '<mj-section></mj-section>' });
    expect(block.statusCode).toBe(201);
    expect((await call(other, 'GET', '/template-blocks')).json().data).toEqual([]);
    expect((await call(other, 'DELETE', `/template-blocks/${block.json().data.id}`)).statusCode).toBe(404);
    expect((await call(m, 'GET', '/template-blocks')).json().data).toHaveLength(1);
  });
});

describe('admin template store', () => {
  it('creates categories and templates (compiled, 422 on MJML errors), publishes and unpublishes', async () => {
    const admin = await createTestAdmin(ctx);
    const a = { headers: bearer(await loginAs(ctx, admin.email, admin.password, 'admin')) };
    const m = await createMerchant(ctx);
    expect((await call(m, 'GET', '/admin/template-store')).statusCode).toBe(401);
    const category = await call(a, 'POST', '/admin/template-categories', { name: { tr: 'Bayram', en: 'Holiday' } });
    expect(category.statusCode, category.body).toBe(201);
    const input = {
      name: { tr: 'Bayram kutlaması', en: 'Holiday greeting' },
      categoryId: category.json().data.id,
      premium: false,
      published: false,
      languages: { tr: { subject: 'İyi bayramlar', mjml: MJML(UNSUB) } },
    };
    const bad = await call(a, 'POST', '/admin/template-store', {
      ...input,
      languages: { tr: { subject: 'x', mjml: 'not mjml' } },
    });
    expect(bad.statusCode).toBe(422);
    const created = await call(a, 'POST', '/admin/template-store', input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.content.tr.html).toContain('<!doctype html>');
    expect((await call(m, 'GET', `/template-store/${id}`)).statusCode).toBe(404);
    await call(a, 'POST', `/admin/template-store/${id}/publish`, { published: true });
    expect((await call(m, 'GET', `/template-store/${id}`)).statusCode).toBe(200);
    const updated = await call(a, 'PUT', `/admin/template-store/${id}`, { ...input, premium: true, published: true });
    expect(updated.json().data.premium).toBe(true);
    expect((await call(m, 'POST', `/template-store/${id}/copy`)).statusCode).toBe(418);
    const detail = await call(a, 'GET', `/admin/template-store/${id}`);
    expect(detail.json().data.content.tr.subject).toBe('İyi bayramlar');
    // A renamed category answers with its template count, as the list does.
    const renamed = await call(a, 'PUT', `/admin/template-categories/${category.json().data.id}`, {
      name: { tr: 'Bayramlar', en: 'Holidays' },
      position: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: { en: 'Holidays' }, position: 2, templateCount: 1 });
    const categories = await call(a, 'GET', '/admin/template-categories');
    expect(categories.json().data).toContainEqual(renamed.json().data);
    expect((await call(a, 'DELETE', `/admin/template-store/${id}`)).statusCode).toBe(200);
    expect((await call(a, 'DELETE', `/admin/template-categories/${category.json().data.id}`)).statusCode).toBe(200);
  });
});
