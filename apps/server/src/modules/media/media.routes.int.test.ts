import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant } from '../../../test/audience-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('media', () => {
  const PNG = Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.from('0000000d4944415478da63f8cfc0f01f0005000201a5f4a9e10000000049454e44ae426082', 'hex'),
  ]);
  it('stores images by content, refuses non-images and files over 5 MB, serves with immutable caching', async () => {
    const m = await createMerchant(ctx);
    const upload = (body: Buffer, type = 'image/png') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/media/images',
        headers: { ...m.headers, 'content-type': type },
        payload: body,
      });
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
    const url = new URL(first.json().data.url as string);
    const served = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const wrongHash = url.pathname.replace(/-[0-9a-f]{4}/, '-0000');
    expect((await ctx.app.inject({ method: 'GET', url: wrongHash })).statusCode).toBe(404);
  });
});
