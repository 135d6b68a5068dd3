import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, type TMerchant } from '../../../../test/audience-factories';
import { parseAll } from './csv-parser';
import { importCalls } from './import-test-helpers';

const CSV = [
  'device_id;reg_id;platform;dil;e-posta;push izni',
  'dev-1;tok-1;ios;tr;ayse@example.com;evet',
  ';tok-x;android;en;;evet',
  'dev-2;tok-2;ANDROID;en;;hayır',
  'dev-3;;windows;xx;not-an-email;belki',
  'dev-4;https://push.example.com/ep/4;web;de;nobody@example.com;1',
  'dev-2;tok-2b;android;en;;1',
].join('\r\n');

type TDeviceRow = {
  device_id: string;
  reg_id: string | null;
  platform: string;
  language: string | null;
  email: string | null;
  push_approved: boolean;
  member_id: number | null;
  passive: boolean;
};

describe('device CSV import', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  const calls = () => importCalls(ctx, 'devices', 'cihazlar.csv');
  const upload = (csv: string, who = m, applicationId = who.app.id) =>
    calls().upload(csv, who, `&applicationId=${applicationId}`);
  const get = (id: number, who = m) => calls().get(id, who);
  const runImport = (csv: string, who = m) => calls().run(csv, who, `&applicationId=${who.app.id}`);
  const devices = async (who = m) =>
    (
      await ctx.deps.db.execute<TDeviceRow>(sql`
        select device_id, reg_id, platform, language, email, push_approved, member_id, passive
        from devices where account_id = ${who.accountId} order by id`)
    ).rows;

  it('previews the upload with a suggested device mapping and requires device id and platform', async () => {
    const res = await upload(CSV);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      kind: 'devices',
      application_id: m.app.id,
      status: 'uploaded',
      total_rows: 6,
      file_name: 'cihazlar.csv',
    });
    expect(data.suggested_mapping).toEqual({
      deviceId: 0,
      regId: 1,
      platform: 2,
      language: 3,
      email: 4,
      pushApproved: 5,
    });
    for (const mapping of [{ deviceId: 0 }, { platform: 2 }, { email: 4, name: 0 }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/imports/devices/${data.id}/start`,
        headers: m.headers,
        payload: { mapping },
      });
      expect(res.statusCode, JSON.stringify(mapping)).toBe(422);
      expect(res.json().error.message).toBe('Map the device id and platform columns.');
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/imports/devices', headers: m.headers });
    expect(list.json().data.map((i: { id: number }) => i.id)).toContain(data.id);
  });

  it('refuses an upload without an application, or with another account’s application', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/imports/devices',
      headers: { ...m.headers, 'content-type': 'text/csv' },
      payload: CSV,
    });
    expect(missing.statusCode).toBe(422);
    const stranger = await createMerchant(ctx);
    expect((await upload(CSV, m, stranger.app.id)).statusCode).toBe(404);
  });

  it('imports the good rows, links members by email, reports bad rows by line and re-imports without duplicates', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/members',
      headers: m.headers,
      payload: { name: 'Ayşe', surname: 'Yılmaz', email: 'Ayse@Example.com' },
    });
    const member = (
      await ctx.deps.db.execute<{ id: number }>(sql`select id from members where account_id = ${m.accountId}`)
    ).rows[0];
    expect(member).toBeDefined();
    const result = await runImport(CSV);
    expect(result).toMatchObject({
      status: 'done',
      processed_rows: 6,
      inserted_rows: 3,
      updated_rows: 0,
      rejected_rows: 3,
      passive_rows: 0,
    });
    const rows = await devices();
    expect(rows).toEqual([
      {
        device_id: 'dev-1',
        reg_id: 'tok-1',
        platform: 'ios',
        language: 'tr',
        email: 'ayse@example.com',
        push_approved: true,
        member_id: Number(member?.id),
        passive: false,
      },
      {
        device_id: 'dev-4',
        reg_id: 'https://push.example.com/ep/4',
        platform: 'browser',
        language: 'de',
        email: 'nobody@example.com',
        push_approved: true,
        member_id: null,
        passive: false,
      },
      // dev-2's last row (line 7) wins over line 4.
      {
        device_id: 'dev-2',
        reg_id: 'tok-2b',
        platform: 'android',
        language: 'en',
        email: null,
        push_approved: true,
        member_id: null,
        passive: false,
      },
    ]);
    const rejected = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/devices/${result.id}/rejected.csv`,
      headers: { ...m.headers, 'accept-language': 'tr' },
    });
    expect(rejected.statusCode).toBe(200);
    const lines = parseAll(rejected.body.replace(/^\uFEFF/, ''), ',').map((r) => r.fields);
    expect(lines[0]).toEqual(['line', 'reasons', 'row']);
    expect(lines.slice(1).map((l) => [l[0], l[1]])).toEqual([
      ['3', 'Cihaz kimliği (device_id) zorunlu'],
      ['4', 'Aynı cihaz dosyada daha sonra yeniden geçiyor'],
      [
        '5',
        'Platform ios, android veya browser olmalı; Bilinmeyen dil; Geçersiz e-posta adresi; İzin evet veya hayır olmalıdır',
      ],
    ]);
    expect(lines[3]?.[2]).toBe('dev-3;;windows;xx;not-an-email;belki');

    // Same file again: nothing new; a changed token and platform update the existing device.
    const again = await runImport(CSV);
    expect(again).toMatchObject({ status: 'done', inserted_rows: 0, updated_rows: 3, rejected_rows: 3 });
    const changed = await runImport('device_id,platform,reg_id\ndev-1,android,tok-new\ndev-9,ios,\n');
    expect(changed).toMatchObject({ inserted_rows: 1, updated_rows: 1, rejected_rows: 0 });
    const after = await devices();
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({
      device_id: 'dev-1',
      platform: 'android',
      reg_id: 'tok-new',
      language: 'tr',
      push_approved: true,
      member_id: Number(member?.id),
    });
  });

  it('keeps devices of different applications apart', async () => {
    const shop = await createMerchant(ctx);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: shop.headers,
      payload: { name: 'İkinci', domains: ['two.example.com'] },
    });
    expect(second.statusCode, second.body).toBe(201);
    await runImport('device_id,platform\nsame,ios\n', shop);
    const other = await upload('device_id,platform\nsame,ios\n', shop, second.json().data.id);
    const id = other.json().data.id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/imports/devices/${id}/start`,
      headers: shop.headers,
      payload: { mapping: { deviceId: 0, platform: 1 } },
    });
    await ctx.runJobs();
    expect(await get(id, shop)).toMatchObject({ status: 'done', inserted_rows: 1 });
    expect(await devices(shop)).toHaveLength(2);
  });

  it('imports past the package device limit as passive devices', async () => {
    const shop = await createMerchant(ctx);
    await ctx.deps.db.execute(sql`
      insert into devices (account_id, application_id, device_id, platform)
      select ${shop.accountId}, ${shop.app.id}, 'old-' || g, 'browser' from generate_series(1, 999) g`);
    const result = await runImport('device_id,platform\nn1,ios\nn2,ios\nn3,android\n', shop);
    expect(result).toMatchObject({ status: 'done', inserted_rows: 3, passive_rows: 2 });
    const passive = (
      await ctx.deps.db.execute<{ device_id: string }>(
        sql`select device_id from devices where account_id = ${shop.accountId} and passive order by id`,
      )
    ).rows.map((r) => r.device_id);
    expect(passive).toEqual(['n2', 'n3']);
  });

  it('keeps member and device imports apart: an id of one kind is not found on the other’s routes', async () => {
    const device = (await upload('device_id,platform\nk1,ios\n')).json().data.id;
    const member = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/imports/members',
        headers: { ...m.headers, 'content-type': 'text/csv' },
        payload: 'email\nk@k.co\n',
      })
    ).json().data;
    expect(member.kind).toBe('members');
    for (const [kind, id] of [
      ['members', device],
      ['devices', member.id],
    ]) {
      for (const url of [`/imports/${kind}/${id}`, `/imports/${kind}/${id}/rejected.csv`])
        expect((await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: m.headers })).statusCode).toBe(
          404,
        );
      const start = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/imports/${kind}/${id}/start`,
        headers: m.headers,
        payload: { mapping: { email: 0, deviceId: 0, platform: 0 } },
      });
      expect(start.statusCode).toBe(404);
    }
    const members = await ctx.app.inject({ method: 'GET', url: '/api/v1/imports/members', headers: m.headers });
    expect(members.json().data.every((i: { kind: string }) => i.kind === 'members')).toBe(true);
  });
});
