import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, insertMembers, type TMerchant } from '../../../test/audience-factories';

describe('tag management', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let members: number[];
  let deviceId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    await insertMembers(ctx, m.accountId, 6);
    await ctx.deps.db.execute(
      sql`update members set city = 'İzmir' where account_id = ${m.accountId} and email like 'bulk-1%'`,
    );
    members = (
      await ctx.deps.db.execute<{ id: number }>(
        sql`select id from members where account_id = ${m.accountId} order by id`,
      )
    ).rows.map((r) => Number(r.id));
    const device = await call('POST', '/devices', {
      applicationId: m.app.id,
      platform: 'ios',
      tags: [{ name: 'eski' }],
    });
    deviceId = device.json().data.id;
    for (const [id, name, value] of [
      [members[0], 'eski', 'a'],
      [members[1], 'eski', 'b'],
      [members[1], 'yeni', 'keep?'],
      [members[2], 'yeni', 'x'],
      [members[3], 'silinecek', null],
    ] as const)
      expect((await call('PUT', `/members/${id}/tags`, { name, value })).statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());
  const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
  const tagsOf = async (memberId: number | undefined) =>
    (await call('GET', `/members/${memberId}/tags`))
      .json()
      .data.map((t: { name: string; value: string }) => [t.name, t.value]);

  it('lists tag names with member and device counts, searched and paged', async () => {
    const all = (await call('GET', '/tags')).json();
    expect(all.meta.total).toBe(3);
    expect(all.data).toEqual([
      { name: 'eski', type: 'string', value: null, value_count: 2, members: 2, devices: 1 },
      { name: 'silinecek', type: 'string', value: null, value_count: 0, members: 1, devices: 0 },
      { name: 'yeni', type: 'string', value: null, value_count: 2, members: 2, devices: 0 },
    ]);
    const page = (await call('GET', '/tags?search=LIN&perPage=1')).json();
    expect(page).toEqual({
      data: [expect.objectContaining({ name: 'silinecek' })],
      meta: { page: 1, perPage: 1, total: 1 },
    });
    const short = await call('GET', '/tags?search=e');
    expect(short.statusCode).toBe(422);
  });

  it('renames a tag everywhere and merges where the new name exists', async () => {
    const res = await call('PUT', '/tags/eski', { name: 'yeni' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ renamed: 3 });
    expect(await tagsOf(members[0])).toEqual([['yeni', 'a']]);
    expect(await tagsOf(members[1])).toEqual([['yeni', 'b']]);
    expect((await call('GET', `/devices/${deviceId}`)).json().data.tags.map((t: { name: string }) => t.name)).toEqual([
      'yeni',
    ]);
    expect((await call('PUT', '/tags/yok-boyle', { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes a tag from every member and device', async () => {
    const res = await call('DELETE', '/tags/yeni');
    expect(res.json().data).toEqual({ members: 3, devices: 1 });
    expect((await call('GET', '/tags')).json().data.map((t: { name: string }) => t.name)).toEqual(['silinecek']);
    expect((await call('DELETE', '/tags/yeni')).statusCode).toBe(404);
  });

  it('adds and removes a tag on every member the list filter matches, in one go', async () => {
    const filters = { city: 'izmir' };
    const add = await call('POST', '/tags/bulk', { action: 'add', tag: { name: 'izmirli', value: '35' }, filters });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data).toEqual({ count: 1 });
    expect((await call('GET', '/members?tag=izmirli')).json().meta.total).toBe(1);
    const everyone = await call('POST', '/tags/bulk', { action: 'add', tag: { name: 'kampanya' } });
    expect(everyone.json().data).toEqual({ count: 6 });
    const remove = await call('POST', '/tags/bulk', {
      action: 'remove',
      tag: { name: 'kampanya' },
      filters: { tag: 'izmirli' },
    });
    expect(remove.json().data).toEqual({ count: 1 });
    expect((await call('GET', '/members?tag=kampanya')).json().meta.total).toBe(5);
    const bad = await call('POST', '/tags/bulk', { action: 'add', tag: { name: 'x' }, filters: { search: 'a' } });
    expect(bad.statusCode).toBe(422);
  });
});
