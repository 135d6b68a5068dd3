import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { AppError } from './app-error';
import type { RoutePlugin } from './app';
import { addJob } from '../jobs/add-job';
import { LANGUAGE_COOKIE, PAGE_PRELOADS_FILE, type TPagePreloads } from '@ulak/shared/page-preloads';

const probeRoutes: RoutePlugin = async (app, deps) => {
  app.post(
    '/probe/validate',
    { schema: { body: z.object({ email: z.string().email('validation.email_invalid'), age: z.number().int() }) } },
    async () => ({ data: { ok: true } }),
  );
  app.get('/probe/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/probe/warning', async () => {
    throw new AppError('packet_limit', 418);
  });
  app.get('/probe/nul-text', async () => {
    // Text PostgreSQL cannot store, reaching a query by a path the input guard does not see.
    await deps.db.execute(sql`select ${'a\u0000b'}::text`);
    return { data: { ok: true } };
  });
  app.get('/probe/noop', async () => {
    throw new AppError('noop', 550);
  });
};

const ASSET_NAME = 'index-Ab12Cd34.js';
const PRELOADS: TPagePreloads = {
  routes: [
    { path: '/user/member/:id', files: ['/assets/layout-1.js', '/assets/member-detail-2.js'] },
    {
      path: '/user/members',
      files: ['/assets/layout-1.js', '/assets/members-3.js', '/x.js"><script>alert(1)</script>'],
    },
  ],
  languages: { tr: ['/assets/tr-4.js'], en: ['/assets/en-5.js'] },
};
const preload = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`;
const ASSET_BODY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

describe('the HTTP platform', () => {
  let ctx: TestContext;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-dist-'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><head><title>Ulak</title></head>');
    await fs.writeFile(path.join(distDir, PAGE_PRELOADS_FILE), JSON.stringify(PRELOADS));
    // A hashed asset with the compressed copies the web build writes beside it.
    await fs.mkdir(path.join(distDir, 'assets'));
    const asset = path.join(distDir, 'assets', ASSET_NAME);
    await fs.writeFile(asset, ASSET_BODY);
    await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync(ASSET_BODY));
    await fs.writeFile(`${asset}.gz`, zlib.gzipSync(ASSET_BODY));
    ctx = await createTestContext({ env: { WEB_DIST_DIR: distDir }, routes: [probeRoutes] });
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('answers health once migrations ran', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
    const migrated = await ctx.deps.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(migrated.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses framing everywhere but on the embedded pages', async () => {
    for (const url of ['/auth/login', '/user/members', '/admin/auth/login', '/api/v1/health', '/x/iframe']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    for (const url of [
      '/iframe',
      '/iframe/report/detail?id=3',
      '/iframe/SendingSettings',
      '/marketing/iys-configuration?token=t',
      '/secret_detect',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['content-security-policy'], url).toContain('frame-ancestors *');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    // The Shopify app page: framed by its shop's admin only; without a valid shop, not at all.
    const shopify = await ctx.app.inject({
      method: 'GET',
      url: '/shopify/installed?shop=dukkan.myshopify.com&embedded=1',
    });
    expect(shopify.headers['x-frame-options']).toBeUndefined();
    expect(shopify.headers['content-security-policy']).toContain(
      'frame-ancestors https://dukkan.myshopify.com https://admin.shopify.com',
    );
    for (const url of [
      '/shopify/installed',
      '/shopify/installed?shop=evil.example.com',
      '/shopify/connect?shop=a.myshopify.com',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('allows CORS only for the SPA origin', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const evil = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect([ok.headers.vary, evil.headers.vary]).toEqual(['Origin', 'Origin']);
  });

  it('answers CORS preflights from the SPA origin only', async () => {
    const preflight = (origin: string | null, method: string | null, headers: string | null) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/members',
        headers: {
          ...(origin ? { origin } : {}),
          ...(method ? { 'access-control-request-method': method } : {}),
          ...(headers ? { 'access-control-request-headers': headers } : {}),
        },
      });
    const ok = await preflight('http://localhost:3000', 'PUT', 'authorization,content-type');
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect(ok.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-methods': 'GET,HEAD,POST',
      'access-control-allow-headers': 'authorization,content-type',
      vary: 'Origin, Access-Control-Request-Headers',
      'content-length': '0',
      'x-frame-options': 'DENY',
    });
    const bare = await preflight('http://localhost:3000', 'GET', null);
    expect([bare.statusCode, bare.headers['access-control-allow-headers']]).toEqual([204, undefined]);
    const evil = await preflight('https://evil.example', 'PUT', 'authorization');
    expect([evil.statusCode, evil.headers['access-control-allow-origin'], evil.headers.vary]).toEqual([
      404,
      undefined,
      'Origin',
    ]);
    for (const [origin, method] of [
      [null, 'PUT'],
      ['http://localhost:3000', null],
    ] as const) {
      const invalid = await preflight(origin, method, null);
      expect([invalid.statusCode, invalid.body, invalid.headers['content-type']]).toEqual([
        400,
        'Invalid Preflight Request',
        'text/plain',
      ]);
    }
  });

  it('answers unknown API paths with a translated 404', async () => {
    const tr = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({ error: { code: 'not_found', message: 'Kayıt Bulunamadı!' } });
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().error.message).toBe('Records Not Found!');
  });

  it('serves the SPA for deep links but not for API paths or missing assets', async () => {
    const deep = await ctx.app.inject({ method: 'GET', url: '/user/member/42?tab=orders' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<title>Ulak</title>');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('sends hashed assets pre-compressed and cached for a year, and index.html revalidated', async () => {
    const url = `/assets/${ASSET_NAME}`;
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);
    expect(br.rawPayload.length).toBeLessThan(ASSET_BODY.length / 3);

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET_BODY);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_BODY);

    for (const page of ['/', '/auth/login', '/index.html']) {
      const html = await ctx.app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
      expect(html.statusCode, page).toBe(200);
      expect(html.headers['cache-control'], page).toBe('no-cache');
    }
  });

  it("names a deep link's chunks and its language's strings as module preloads in the page", async () => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
    const member = await get('/user/member/42', { 'accept-language': 'en-US,en;q=0.9,tr;q=0.5' });
    expect(member.statusCode).toBe(200);
    expect(member.headers['content-type']).toContain('text/html');
    expect(member.body).toContain(
      `<title>Ulak</title>${preload('/assets/en-5.js')}${preload('/assets/layout-1.js')}${preload('/assets/member-detail-2.js')}</head>`,
    );
    expect(String(member.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(member.headers.vary)).toMatch(/accept-language/i);

    // ?hl= wins over the browser's languages; an unknown one falls back to them, then to Turkish.
    expect((await get('/user/members?hl=tr', { 'accept-language': 'en' })).body).toContain(preload('/assets/tr-4.js'));
    expect((await get('/user/members', { 'accept-language': 'de, en;q=0.1' })).body).toContain(
      preload('/assets/en-5.js'),
    );
    expect((await get('/user/members', { 'accept-language': 'de, en;q=0' })).body).toContain(
      preload('/assets/tr-4.js'),
    );
    // The language the app last stored (its cookie mirror) comes between the two.
    const stored = { 'accept-language': 'tr', cookie: `a=1; ${LANGUAGE_COOKIE}=en` };
    expect((await get('/user/members', stored)).body).toContain(preload('/assets/en-5.js'));
    expect((await get('/user/members?hl=tr', stored)).body).toContain(preload('/assets/tr-4.js'));

    // Only hashed scripts under /assets/ are ever written into the page.
    const members = await get('/USER/members/');
    expect(members.body).toContain(preload('/assets/members-3.js'));
    expect(members.body).not.toContain('<script>');

    // A path no route names gets the strings only; a static path beats a parameter.
    const other = await get('/somewhere/else');
    expect(other.body).toContain(preload('/assets/tr-4.js'));
    expect(other.body).not.toContain('layout-1');

    const br = await get('/user/member/42', { 'accept-encoding': 'gzip, br', 'accept-language': 'en' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(member.body);
    const revalidated = await get('/user/member/42', {
      'accept-language': 'en',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('maps validation errors to 422 with a messageList and field arrays, missing fields to 400', async () => {
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate',
      payload: { email: 'x', age: 1.5 },
    });
    expect(invalid.statusCode).toBe(422);
    const body = invalid.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.messageList).toContain('E-posta adresi geçersiz');
    expect(body.error.fields.email).toEqual(['E-posta adresi geçersiz']);
    expect(body.error.fields.age).toHaveLength(1);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate',
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Lütfen tüm alanları doldurunuz');
  });

  it('answers malformed JSON with 400 and oversize bodies with 413', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
  });

  it('answers text PostgreSQL cannot store with 422, not 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/nul-text' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation');
    const query = await ctx.app.inject({ method: 'GET', url: '/api/v1/health?x=%00' });
    expect(query.statusCode).toBe(422);
    expect(query.json().error.fields).toHaveProperty('x');
  });

  it('hides internals behind 500 and passes 418/550 through', async () => {
    const boom = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/probe/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('hunter2');
    expect(boom.json()).toEqual({
      error: { code: 'internal', message: 'A system error occurred. Please try again later.' },
    });
    const warning = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/warning' });
    expect(warning.statusCode).toBe(418);
    expect(warning.json().error.message).toContain('Paket limitinize');
    const noop = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/noop' });
    expect(noop.statusCode).toBe(550);
  });
});

describe('jobs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const countJobs = async (name: string): Promise<number> => {
    const result = await ctx.deps.db.execute(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${name}`,
    );
    return Number(result.rows[0]?.n ?? 0);
  };

  it('exist only when the transaction that added them commits', async () => {
    await ctx.deps.db
      .transaction(async (tx) => {
        await addJob(tx, 'probe.rolled-back', { a: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await countJobs('probe.rolled-back')).toBe(0);
    await ctx.deps.db.transaction(async (tx) => addJob(tx, 'probe.committed', { a: 1 }));
    expect(await countJobs('probe.committed')).toBe(1);
  });

  it('dedupe by job key', async () => {
    await ctx.deps.db.transaction(async (tx) => {
      await addJob(tx, 'probe.keyed', { v: 1 }, { jobKey: 'same' });
      await addJob(tx, 'probe.keyed', { v: 2 }, { jobKey: 'same' });
    });
    expect(await countJobs('probe.keyed')).toBe(1);
  });
});
