import { sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRef, decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IYZICO_3DS_CODE, IYZICO_TEST_CARDS, startIyzicoFake, type IyzicoFake } from '@ulak/fakes/iyzico';
import { createTestContext, type TestContext } from '../../../test/harness';
import { bearer, createTestAdmin, loginAs } from '../../../test/auth-factories';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { accountEntitlements, accountLimits } from './index';
import { renewDuePackets } from './renewals.service';

let ctx: TestContext;
let iyzico: IyzicoFake;
let adminToken: string;
beforeAll(async () => {
  iyzico = await startIyzicoFake();
  ctx = await createTestContext({
    env: {
      IYZICO_BASE_URL: iyzico.url,
      IYZICO_API_KEY: iyzico.apiKey,
      IYZICO_SECRET_KEY: iyzico.secretKey,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
  const admin = await createTestAdmin(ctx);
  adminToken = await loginAs(ctx, admin.email, admin.password, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await iyzico.close();
});

// A valid TC identity number (check digits) and a company's 10-digit tax number.
const INDIVIDUAL = {
  type: 'individual',
  name: 'Ayşe',
  surname: 'Yılmaz',
  identityNumber: '10000000146',
  address: 'Atatürk Cad. 1',
  city: 'İstanbul',
  zipCode: '34000',
};
const PLUS = { kind: 'main', planCode: 'plus', period: 'monthly' };

const checkout = (m: TMerchant, payload: object, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/billing/checkout',
    headers: { ...m.headers, 'accept-language': lang },
    payload,
  });

// Plays the buyer's browser on the hosted page and the 3-D Secure page; answers the token the bank
// page posts back.
async function payOnHostedPage(pageUrl: string, card: { number: string; month?: string; year?: string }) {
  const page = await fetch(pageUrl).then((r) => r.text());
  expect(page).toContain('name="number"');
  const token = new URL(pageUrl).searchParams.get('token') ?? '';
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${iyzico.url}${path}`, { method: 'POST', body: new URLSearchParams(fields) }).then((r) => r.text());
  const fields = {
    token,
    holder: 'AYSE YILMAZ',
    number: card.number,
    month: card.month ?? '12',
    year: card.year ?? String(new Date().getFullYear() + 2),
    cvc: '123',
    register: '1',
  };
  const threeDs = await post('/cpp/pay', fields);
  expect(threeDs).toContain('3-D Secure');
  const back = await post('/cpp/3ds', { ...fields, code: IYZICO_3DS_CODE });
  expect(back).toContain('action="http://localhost:3000/api/v1/billing/iyzico/callback"');
  return /name="token" value="([^"]+)"/.exec(back)?.[1] ?? '';
}

const callback = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/billing/iyzico/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

async function buyPlus(m: TMerchant) {
  const started = await checkout(m, { purchase: PLUS, invoice: INDIVIDUAL });
  expect(started.statusCode, started.body).toBe(201);
  const data = started.json().data;
  // KDV 20% on the plan's monthly price (kuruş).
  expect(data.price).toMatchObject({ subtotal: 249_900, kdv: 49_980, total: 299_880, kdvPercent: 20 });
  return { ...data, callbackToken: await payOnHostedPage(data.paymentPageUrl, { number: IYZICO_TEST_CARDS.success }) };
}

const mainPackets = async (accountId: number) =>
  (
    await ctx.deps.db.execute<{ id: number; status: string; order_id: number | null }>(
      sql`select id, status, order_id from account_packets where account_id = ${accountId} and kind = 'main' order by id`,
    )
  ).rows;

// The text a PDF page shows: each `<hex> Tj` decoded through the ToUnicode map of the font in use.
async function pdfText(bytes: Uint8Array): Promise<{ text: string; fonts: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const stream = (ref: unknown) => {
    const obj = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
    return Buffer.from(decodePDFRawStream(obj as PDFRawStream).decode()).toString('latin1');
  };
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  const fonts: string[] = [];
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    fonts.push(String(font.get(PDFName.of('BaseFont'))));
    const cmap = stream(font.get(PDFName.of('ToUnicode')));
    const map = new Map<string, string>();
    // pdf-lib writes one bfchar line per glyph: <glyph id> <UTF-16 code units>.
    const chars = cmap.slice(cmap.indexOf('beginbfchar'), cmap.indexOf('endbfchar'));
    for (const [, code = '', units = ''] of chars.matchAll(/<([0-9A-Fa-f]{4})> <([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), String.fromCharCode(...(units.match(/.{4}/g) ?? []).map((u) => parseInt(u, 16))));
    maps.set(name.asString(), map);
  }
  const contents = page.node.Contents();
  const refs = contents && 'asArray' in contents ? contents.asArray() : [contents];
  let current = new Map<string, string>();
  const lines: string[] = [];
  for (const ref of refs) {
    for (const [, font, hex = ''] of stream(ref).matchAll(/(?:(\/\S+) [\d.]+ Tf)|<([0-9A-Fa-f]*)> Tj/g)) {
      if (font) current = maps.get(font) ?? new Map();
      else lines.push((hex.match(/.{4}/g) ?? []).map((g) => current.get(g.toUpperCase()) ?? '?').join(''));
    }
  }
  return { text: lines.join('\n'), fonts };
}

describe('payments through iyzico', () => {
  it('upgrades through the checkout form and 3-D Secure; a callback repeated 10 times activates once', async () => {
    const m = await createMerchant(ctx);
    const { orderId, callbackToken } = await buyPlus(m);
    expect(callbackToken).not.toBe('');
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(callbackToken)));
    for (const a of answers) {
      expect(a.statusCode).toBe(303);
      expect(a.headers.location).toBe(`http://localhost:3000/user/payment/result/success?order=${orderId}`);
    }
    const packets = await mainPackets(m.accountId);
    expect(packets).toHaveLength(1);
    expect(packets[0]).toMatchObject({ status: 'active', order_id: orderId });
    expect(await accountLimits(ctx.deps.db, m.accountId)).toEqual({ members: 250_000, devices: 250_000 });
    const cards = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/cards', headers: m.headers })).json()
      .data;
    expect(cards).toEqual([expect.objectContaining({ lastFour: '0008' })]);
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/billing/orders/${orderId}/invoice`,
      headers: m.headers,
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: m.headers })).json();
    expect(JSON.stringify(profile)).toContain('Plus');
  });

  it('refuses a tampered or forged callback and keeps the order pending', async () => {
    const m = await createMerchant(ctx);
    const { orderId, callbackToken } = await buyPlus(m);
    iyzico.tamperSignatures(true);
    try {
      const refused = await callback(callbackToken);
      expect(refused.headers.location).toBe(
        `http://localhost:3000/user/payment/result/error?code=payment_unverified&order=${orderId}`,
      );
    } finally {
      iyzico.tamperSignatures(false);
    }
    const forged = await callback('not-a-token-we-issued');
    expect(forged.headers.location).toBe('http://localhost:3000/user/payment/result/error?code=payment_unverified');
    expect(await mainPackets(m.accountId)).toHaveLength(0);
    const order = await ctx.app.inject({ method: 'GET', url: `/api/v1/billing/orders/${orderId}`, headers: m.headers });
    expect(order.json().data.status).toBe('pending');
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/billing/orders/${orderId}/invoice`,
      headers: m.headers,
    });
    expect(invoice.statusCode).toBe(404);
    expect(invoice.json().error.message).toBe('Invoice not found. The order is not completed.');
  });

  it('renews with the saved card after the end; a failed renewal keeps a grace period and mails the owner', async () => {
    const m = await createMerchant(ctx);
    const { callbackToken } = await buyPlus(m);
    await callback(callbackToken);
    const [first] = await mainPackets(m.accountId);
    await ctx.deps.db.execute(
      sql`update account_packets set ends_at = now() - interval '1 hour' where id = ${first?.id ?? 0}`,
    );
    expect(await renewDuePackets(ctx.deps)).toEqual({ renewed: 1, failed: 0 });
    expect(await renewDuePackets(ctx.deps)).toEqual({ renewed: 0, failed: 0 });
    const renewed = await mainPackets(m.accountId);
    expect(renewed.map((p) => p.status)).toEqual(['replaced', 'active']);
    expect(iyzico.charges().filter((c) => c.ok)).toHaveLength(1);

    // The card expires: the next renewal fails, the packet stays usable for the grace period.
    for (const card of iyzico.cards()) iyzico.expireCard(card.cardToken);
    await ctx.deps.db.execute(
      sql`update account_packets set ends_at = now() - interval '1 hour' where id = ${renewed[1]?.id ?? 0}`,
    );
    expect(await renewDuePackets(ctx.deps)).toEqual({ renewed: 0, failed: 1 });
    const e = await accountEntitlements(ctx.deps.db, m.accountId);
    expect(e.main).toMatchObject({ planCode: 'plus', expired: false });
    expect(e.main.graceUntil).not.toBeNull();
    await ctx.runJobs();
    const mail = await ctx.mail.waitFor(m.email, { match: (x) => /yenilen/i.test(x.subject ?? '') });
    expect(mail.text).toContain('Expired card');
  });

  it('answers field errors for a wrong identity or tax number and a used-up coupon, in tr and en', async () => {
    const m = await createMerchant(ctx);
    const wrongId = await checkout(m, { purchase: PLUS, invoice: { ...INDIVIDUAL, identityNumber: '10000000145' } });
    expect(wrongId.statusCode).toBe(422);
    expect(wrongId.json().error.fields['invoice.identityNumber']).toEqual([
      'Enter a valid TR identity number (11 digits).',
    ]);
    const company = {
      type: 'company',
      companyName: 'Örnek Ltd.',
      taxOffice: 'Kadıköy',
      taxNumber: '12345',
      address: 'Moda Cad. 5',
      city: 'İstanbul',
      zipCode: '34710',
    };
    const wrongTax = await checkout(m, { purchase: PLUS, invoice: company }, 'tr');
    expect(wrongTax.json().error.fields['invoice.taxNumber']).toEqual(['Geçerli bir vergi numarası girin (10 hane).']);

    const coupon = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupons',
      headers: bearer(adminToken),
      payload: {
        code: 'ONCE10',
        discountType: 'percent',
        discount: 10,
        usageLimit: 1,
        startsAt: null,
        expiresAt: null,
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const calc = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/calculate',
      headers: bearer(adminToken),
      payload: { purchase: PLUS, couponCode: 'once10' },
    });
    expect(calc.json().data).toMatchObject({ subtotal: 249_900, discount: 24_990, kdv: 44_982, total: 269_892 });
    const started = await checkout(m, { purchase: PLUS, couponCode: 'ONCE10', invoice: INDIVIDUAL });
    expect(started.statusCode, started.body).toBe(201);
    await callback(await payOnHostedPage(started.json().data.paymentPageUrl, { number: IYZICO_TEST_CARDS.success }));
    for (const [lang, message] of [
      ['en', 'This coupon has been used up.'],
      ['tr', 'Bu kuponun kullanım hakkı doldu.'],
    ] as const) {
      const usedUp = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/billing/price',
        headers: { ...m.headers, 'accept-language': lang },
        payload: { purchase: PLUS, couponCode: 'ONCE10' },
      });
      expect(usedUp.statusCode).toBe(422);
      expect(usedUp.json().error.fields).toEqual({ couponCode: [message] });
    }
  });

  it("tells iyzico a company buyer's tax number and title; its PDF invoice prints Turkish letters", async () => {
    const m = await createMerchant(ctx);
    const company = {
      type: 'company',
      companyName: 'Çiçek Bağ Yazılım A.Ş.',
      taxOffice: 'Karşıyaka',
      taxNumber: '4840847211',
      address: 'Gündoğdu Mah. Öğretmen Sk. Üçyol Köşkü',
      city: 'İzmir',
      zipCode: '35560',
    };
    const started = await checkout(m, { purchase: PLUS, invoice: company });
    expect(started.statusCode, started.body).toBe(201);
    const initialize = iyzico.requests().filter((r) => r.path.endsWith('/checkoutform/initialize/auth/ecom'));
    const sent = initialize.at(-1)?.json as Record<string, Record<string, unknown>>;
    expect(sent.buyer).toMatchObject({
      identityNumber: '4840847211',
      name: 'Zeynep',
      surname: 'Karaca',
      email: m.email,
      registrationAddress: company.address,
      city: 'İzmir',
    });
    expect(sent.billingAddress).toMatchObject({ contactName: 'Çiçek Bağ Yazılım A.Ş.', city: 'İzmir' });
    const { orderId } = started.json().data;
    const token = await payOnHostedPage(started.json().data.paymentPageUrl, { number: IYZICO_TEST_CARDS.success });
    expect((await callback(token)).headers.location).toContain('/success');
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/billing/orders/${orderId}/invoice`,
      headers: m.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const { text, fonts } = await pdfText(pdf.rawPayload);
    // DejaVu Sans embedded (no standard font), subset: the whole font files are 1.4 MB.
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) expect(f).toMatch(/^\/DejaVuSans(-Bold)?-\d+$/);
    expect(pdf.rawPayload.length).toBeLessThan(100_000);
    expect(text).toContain('Çiçek Bağ Yazılım A.Ş.');
    expect(text).toContain('Vergi dairesi / Tax office: Karşıyaka  Vergi no / Tax number: 4840847211');
    expect(text).toContain('Gündoğdu Mah. Öğretmen Sk. Üçyol Köşkü, 35560 İzmir');
    expect(text).toContain('Ödeme / Payment:');
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'ç', 'ö', 'ü', 'Ç', 'Ş', 'Ö', 'Ü']) expect(text).toContain(letter);
  });

  it('sends an expired or declined card to the error page with the bank reason', async () => {
    const m = await createMerchant(ctx);
    const started = (await checkout(m, { purchase: PLUS, invoice: INDIVIDUAL })).json().data;
    const token = await payOnHostedPage(started.paymentPageUrl, { number: IYZICO_TEST_CARDS.success, year: '2020' });
    const answer = await callback(token);
    expect(answer.headers.location).toBe(
      `http://localhost:3000/user/payment/result/error?code=10083&order=${started.orderId}`,
    );
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/billing/orders/${started.orderId}`,
      headers: m.headers,
    });
    expect(order.json().data).toMatchObject({ status: 'failed', failureReason: '10083 Expired card' });
    expect(await mainPackets(m.accountId)).toHaveLength(0);
  });

  it('shows an order older than the hundred the order list holds', async () => {
    const m = await createMerchant(ctx);
    const started = (await checkout(m, { purchase: PLUS, invoice: INDIVIDUAL })).json().data;
    await ctx.deps.db.execute(sql`insert into packet_orders
        (account_id, kind, channel, amount, subtotal, kdv, total, conversation_id, invoice, created_at)
      select ${m.accountId}, 'extra', 'sms', 1000, 100, 20, 120, 'later-' || n || '-' || ${m.accountId}, '{}'::jsonb,
        now() + n * interval '1 second'
      from generate_series(1, 100) n`);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/orders', headers: m.headers });
    expect(list.json().data.map((o: { id: number }) => o.id)).not.toContain(started.orderId);
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/billing/orders/${started.orderId}`,
      headers: m.headers,
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ id: started.orderId, kind: 'main', planCode: 'plus', status: 'pending' });
  });
});
