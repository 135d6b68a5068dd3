import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeS3, type FakeS3 } from '@ulak/fakes/s3';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { loadConfig } from '../../platform/config';
import { EgressError } from '../../platform/egress';
import { importCalls } from '../audience/import/import-test-helpers';
import { deleteMediaFile, readMediaFile, writeMediaFile } from './media-files.service';
import { createS3Client } from './s3-client';
import { mediaBlobs, mediaFileChunks } from './media.tables';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d4944415478da63f8cfc0f01f0005000201a5f4a9e10000000049454e44ae426082', 'hex'),
]);

async function* pieces(total: number, piece: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < total; at += piece) yield Buffer.alloc(Math.min(piece, total - at), at % 251);
}

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

// The same behaviour whichever store keeps the bytes: PostgreSQL (the default) or the S3-compatible bucket.
describe.each(['postgres', 's3'] as const)('media store: %s', (kind) => {
  let ctx: TestContext;
  let bucket: FakeS3 | null = null;
  let m: TMerchant;
  beforeAll(async () => {
    bucket = kind === 's3' ? await startFakeS3() : null;
    ctx = await createTestContext({ env: bucket?.env() ?? {} });
    m = await createMerchant(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await bucket?.close();
  });

  const upload = (body: Buffer, type = 'image/png') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      headers: { ...m.headers, 'content-type': type },
      payload: body,
    });

  it('stores images by content, refuses non-images and files over 5 MB, serves with immutable caching', async () => {
    const first = await upload(PNG);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.contentType).toBe('image/png');
    expect((await upload(PNG, 'application/octet-stream')).json().data.id).toBe(first.json().data.id);
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(text.statusCode).toBe(422);
    expect(text.json().error.message).toContain('not an image');
    const huge = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.message).toContain('5 MB');
    // In Turkish too, naming the file field.
    const tr = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      headers: { ...m.headers, 'content-type': 'image/png', 'accept-language': 'tr' },
      payload: Buffer.from('merhaba'),
    });
    expect(tr.statusCode).toBe(422);
    expect(tr.json().error.message).toContain('bir görsel değil');
    expect(Object.keys(tr.json().error.fields as object)).toEqual(['file']);
    const url = new URL(first.json().data.url as string);
    const served = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const wrongHash = url.pathname.replace(/-[0-9a-f]{4}/, '-0000');
    expect((await ctx.app.inject({ method: 'GET', url: wrongHash })).statusCode).toBe(404);

    const [row] = await ctx.deps.db
      .select({ bytes: mediaBlobs.bytes })
      .from(mediaBlobs)
      .where(eq(mediaBlobs.id, first.json().data.id as number));
    if (bucket) {
      // The bytes are in the bucket only; the index row names them by account and hash.
      expect(row?.bytes).toBeNull();
      const object = [...bucket.objects.entries()].find(([key]) => key.startsWith(`accounts/${m.accountId}/images/`));
      expect(object?.[1].body.equals(PNG)).toBe(true);
      expect(object?.[1].contentType).toBe('image/png');
      // Refused uploads never reached the bucket.
      expect(bucket.requests().filter((r) => r.method === 'PUT')).toHaveLength(1);
    } else expect(row?.bytes?.equals(PNG)).toBe(true);
  });

  it('writes large files in parts and reads them back in order; a failed write leaves nothing', async () => {
    const size = kind === 's3' ? 8 * 1024 * 1024 + 12_345 : 2 * 1024 * 1024 + 12_345;
    const file = await writeMediaFile(ctx.deps, m.accountId, 'text/csv', pieces(size, 300_000));
    expect(file.sizeBytes).toBe(size);
    const back = await collect(readMediaFile(ctx.deps, m.accountId, file.id));
    expect(back.equals(await collect(pieces(size, 300_000)))).toBe(true);
    // Another account cannot read it.
    const other = await createMerchant(ctx);
    await expect(collect(readMediaFile(ctx.deps, other.accountId, file.id))).rejects.toThrow('not found');

    const parts = async () =>
      bucket
        ? [...bucket.objects.keys()].filter((k) => k.startsWith(`accounts/${m.accountId}/files/`)).length
        : (await ctx.deps.db.select().from(mediaFileChunks).where(eq(mediaFileChunks.fileId, file.id))).length;
    expect(await parts()).toBe(kind === 's3' ? 2 : 3);
    await deleteMediaFile(ctx.deps, m.accountId, file.id);
    expect(await parts()).toBe(0);

    async function* failing(): AsyncGenerator<Buffer> {
      yield* pieces(size, 1024 * 1024);
      throw new Error('limit');
    }
    await expect(writeMediaFile(ctx.deps, m.accountId, 'text/csv', failing())).rejects.toThrow('limit');
    expect(await parts()).toBe(0);
  });

  it('keeps CSV uploads and segment exports in the store: any replica reads them, none writes the data folder', async () => {
    const calls = importCalls(ctx, 'members', 'uyeler.csv');
    const done = await calls.run('E-posta;Ad\r\nayse@example.com;Ayşe\r\ncan@example.com;Can', m);
    expect(done).toMatchObject({ status: 'done', inserted_rows: 2 });
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
    const segment = (await api('POST', '/segments', { name: 'Hepsi', applicationId: m.app.id, kind: 'empty' })).json()
      .data.id as number;
    const members = (await api('GET', '/members?perPage=10')).json().data as { id: number }[];
    await api('POST', `/segments/${segment}/members`, { memberIds: members.map((r) => r.id) });
    const action = (await api('POST', `/segments/${segment}/actions`, { kind: 'export' })).json().data.id as number;
    await ctx.runJobs();
    expect((await api('GET', `/segment-actions/${action}`)).json().data).toMatchObject({
      status: 'success',
      processed: 2,
    });
    const csv = await api('GET', `/segment-actions/${action}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('ayse@example.com');
    expect(csv.body).toContain('can@example.com');
    if (bucket) expect(bucket.requests().some((r) => r.method === 'PUT' && r.key.includes('/files/'))).toBe(true);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(ctx.dataDir)).not.toContain('segment-exports');
  });
});

describe('media bucket client', () => {
  let bucket: FakeS3;
  beforeAll(async () => {
    bucket = await startFakeS3();
  });
  afterAll(async () => bucket.close());

  const s3Config = (overrides: Record<string, string> = {}) => {
    const config = loadConfig({ ...bucket.env(), ...overrides }).mediaS3;
    if (!config) throw new Error('bucket not configured');
    return config;
  };

  it('signs every request: the bucket refuses a wrong secret', async () => {
    const good = createS3Client(s3Config(), { allowPrivate: true });
    await good.put('a/b.txt', Buffer.from('merhaba'), 'text/plain');
    expect(await good.head('a/b.txt')).toBe(true);
    expect((await good.get('a/b.txt', 1024))?.toString()).toBe('merhaba');
    const bad = createS3Client(s3Config({ MEDIA_S3_SECRET_ACCESS_KEY: 'wrong' }), { allowPrivate: true });
    await expect(bad.put('a/c.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('answered 403');
    await expect(bad.get('a/b.txt', 1024)).rejects.toThrow('answered 403');
    expect(bucket.objects.has('a/c.txt')).toBe(false);
    await good.delete('a/b.txt');
    expect(await good.get('a/b.txt', 1024)).toBeNull();
  });

  it('sends through the egress guard: a private endpoint is refused unless EGRESS_ALLOW_PRIVATE', async () => {
    const before = bucket.requests().length;
    const guarded = createS3Client(s3Config(), { allowPrivate: false });
    await expect(guarded.put('x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(EgressError);
    expect(bucket.requests()).toHaveLength(before);
  });

  it('refuses a half-configured bucket at start, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: bucket.url, MEDIA_S3_BUCKET: 'media' })).toThrow(
      /MEDIA_S3_REGION: required/,
    );
    expect(loadConfig({}).mediaS3).toBeNull();
  });
});
