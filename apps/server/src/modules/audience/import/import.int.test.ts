import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { createMerchant, insertMembers, type TMerchant } from '../../../../test/audience-factories';
import { parseAll } from './csv-parser';
import { importCalls } from './import-test-helpers';

const CSV = [
  'Ad;Soyad;E-posta;Telefon;Cinsiyet;Doğum Tarihi;SMS İzni;Müşteri No',
  'Ayşe;Yılmaz;ayse@example.com;0532 111 22 33;kadın;17.05.1990;evet;C-1',
  'Bad;Mail;not-an-email;;erkek;;;',
  'Mehmet;Demir;MEHMET@example.com;5321112234;erkek;1985-01-02;hayır;C-2',
  'Nobody;Here;;;;;;',
  '"Kaya, Zeynep";"=HYPERLINK(""x"")";zeynep@example.com;;k;31.02.1990;belki;C-3',
  'Can;Öz;can@example.com;+49 170 1234567;;;1;C-4',
].join('\r\n');

describe('member CSV import and export', () => {
  let ctx: TestContext;
  let m: TMerchant;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  const calls = () => importCalls(ctx, 'members', 'uyeler.csv');
  const upload = (csv: string, who = m) => calls().upload(csv, who);
  const runImport = (csv: string, who = m) => calls().run(csv, who);

  it('previews the upload with a suggested column mapping', async () => {
    const res = await upload(CSV);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'uploaded', total_rows: 6, file_name: 'uyeler.csv' });
    expect(data.columns[2]).toBe('E-posta');
    expect(data.preview[0][0]).toBe('Ayşe');
    expect(data.suggested_mapping).toEqual({
      name: 0,
      surname: 1,
      email: 2,
      phone: 3,
      gender: 4,
      birthDate: 5,
      smsActive: 6,
      customerId: 7,
    });
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/imports/members/${data.id}/start`,
      headers: m.headers,
      payload: { mapping: { name: 0 } },
    });
    expect(noKey.statusCode).toBe(422);
  });

  it('imports the good rows, reports the bad ones with line numbers and reasons, and re-imports without duplicates', async () => {
    const result = await runImport(CSV);
    expect(result).toMatchObject({
      status: 'done',
      processed_rows: 6,
      inserted_rows: 3,
      updated_rows: 0,
      rejected_rows: 3,
    });
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/members/${result.id}/rejected.csv`,
      headers: m.headers,
    });
    const rows = parseAll(report.body.replace(/^\uFEFF/, '')).map((r) => r.fields);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['line', 'reasons'],
      ['3', 'Invalid email address'],
      ['5', 'Email, phone or customer id is required'],
      ['6', 'Invalid birth date; Permission must be yes or no'],
    ]);

    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/members?sort=id&order=asc', headers: m.headers })
    ).json();
    expect(list.meta.total).toBe(3);
    expect(list.data[0]).toMatchObject({
      name: 'Ayşe',
      email: 'ayse@example.com',
      phone: '+905321112233',
      gender: 'female',
      birth_date: '1990-05-17',
      sms_active: true,
      customerId: 'C-1',
      source: 'csv',
    });
    expect(list.data[2]).toMatchObject({ email: 'can@example.com', phone: '+491701234567', sms_active: true });

    // Same file again plus a changed name: matched on customer id/email/phone, nothing new.
    const again = await runImport(CSV.replace('Ayşe;Yılmaz', 'Ayşe;Kara'));
    expect(again).toMatchObject({ inserted_rows: 0, updated_rows: 3, rejected_rows: 3 });
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/members?sort=id&order=asc', headers: m.headers })
    ).json();
    expect(after.meta.total).toBe(3);
    expect(after.data[0].surname).toBe('Kara');
  });

  it('rejects a line with a stray quote alone and imports every line after it', async () => {
    const other = await createMerchant(ctx);
    const csv = [
      '"Ad, Soyad, Ünvan";E-posta',
      'Ali Kaya;ali@example.com',
      '"Ayşe Yılmaz;ayse@example.com',
      'Veli Demir;veli@example.com',
      '"Can Öz";can@example.com',
      'Su Ak;su@example.com',
    ].join('\n');
    const preview = (await upload(csv, other)).json().data;
    // Commas inside the quoted header name do not make the comma the delimiter.
    expect(preview.columns).toEqual(['Ad, Soyad, Ünvan', 'E-posta']);
    const result = await calls().run(csv, other);
    expect(result).toMatchObject({ status: 'done', processed_rows: 5, inserted_rows: 4, rejected_rows: 1 });
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/imports/members/${result.id}/rejected.csv`,
      headers: { ...other.headers, 'accept-language': 'tr' },
    });
    const rows = parseAll(report.body.replace(/^\uFEFF/, '')).map((r) => r.fields);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['3', 'Kapanmamış tırnak işareti: bu satır okunamadı (sonraki satırlar okundu)'],
    ]);
  });

  it('keeps the last of in-file duplicates and reports the earlier ones', async () => {
    const shop = await createMerchant(ctx);
    const result = await runImport('email;name\na@x.com;First\nb@x.com;B\nA@x.com;Second', shop);
    expect(result).toMatchObject({ inserted_rows: 2, rejected_rows: 1 });
    const search = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/members?search=a@x.com', headers: shop.headers })
    ).json();
    expect(search.data.map((x: { name: string }) => x.name)).toEqual(['Second']);
  });

  it('imports past the package limit as passive members', async () => {
    const shop = await createMerchant(ctx);
    await insertMembers(ctx, shop.accountId, 999);
    const result = await runImport('email\nx1@y.com\nx2@y.com\nx3@y.com', shop);
    expect(result).toMatchObject({ inserted_rows: 3, passive_rows: 2 });
  });

  it('after a failure in one half of the parallel insert, a re-run imports everything once', async () => {
    const shop = await createMerchant(ctx);
    const pool = ctx.database.pool;
    const csv = ['email;customer id', ...Array.from({ length: 10 }, (_, i) => `r${i}@x.com;R${i}`)].join('\n');
    // r5 is on line 7: the second half's insert (lines 7-11) fails, the first (r0 … r4) commits.
    await pool.query(`create function fail_r5() returns trigger language plpgsql as $$
      begin if new.email = 'r5@x.com' then raise exception 'simulated insert failure'; end if; return new; end $$`);
    await pool.query(
      `create trigger fail_r5 before insert on members for each row when (new.account_id = ${shop.accountId})
       execute function fail_r5()`,
    );
    // A stage table an earlier crashed import left behind is swept.
    await pool.query('create unlogged table import_stage_999999 (line int)');
    const members = async () =>
      (
        await pool.query<{ email: string }>('select email from members where account_id = $1 order by email', [
          shop.accountId,
        ])
      ).rows.map((r) => r.email);
    const stageTables = async () =>
      (await pool.query(`select relname from pg_class where relname like 'import\\_stage\\_%'`)).rowCount;

    const failed = await runImport(csv, shop);
    expect(failed).toMatchObject({ status: 'failed', error: 'errors.internal' });
    expect(await members()).toEqual(['r0@x.com', 'r1@x.com', 'r2@x.com', 'r3@x.com', 'r4@x.com']);
    expect(await stageTables()).toBe(0);

    await pool.query('drop trigger fail_r5 on members');
    await pool.query('drop function fail_r5');
    const restarted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/imports/members/${failed.id}/start`,
      headers: shop.headers,
      payload: { mapping: failed.suggested_mapping },
    });
    expect(restarted.statusCode, restarted.body).toBe(202);
    await ctx.runJobs();
    const again = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/imports/members/${failed.id}`, headers: shop.headers })
    ).json().data;
    expect(again).toMatchObject({ status: 'done', inserted_rows: 5, updated_rows: 5, rejected_rows: 0, error: null });
    expect(await members()).toEqual(Array.from({ length: 10 }, (_, i) => `r${i}@x.com`));
    expect(await stageTables()).toBe(0);
  });

  it('refuses files over the size limit before reading them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/imports/members',
      headers: { ...m.headers, 'content-type': 'text/csv', 'content-length': String(500 * 1024 * 1024) },
      payload: 'email\n',
    });
    expect(res.statusCode).toBe(413);
  });

  it('exports the filtered list with formula cells escaped', async () => {
    const shop = await createMerchant(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/members',
      headers: shop.headers,
      payload: { name: '=cmd|calc', surname: '+1', email: 'f@x.com', notes: '@SUM(A1)' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/members',
      headers: shop.headers,
      payload: { name: 'Other', email: 'o@x.com' },
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/members/export.csv?search=f@x',
      headers: shop.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row, ...rest] = parseAll(res.body.replace(/^\uFEFF/, '')).map((r) => r.fields);
    expect(rest).toEqual([]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect([cell('name'), cell('surname'), cell('notes'), cell('email')]).toEqual([
      "'=cmd|calc",
      "'+1",
      "'@SUM(A1)",
      'f@x.com',
    ]);
  });
});
