import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { BANNER, TEXTS, widgetClient } from './widget-test-helpers';

const B_TEXTS = { tr: { title: 'Sadece bugün %20', buttonText: 'Kap' }, en: { title: 'Today only 20% off' } };

describe('widgets: A/B tests', () => {
  let ctx: TestContext;
  let m: TMerchant;
  let w: ReturnType<typeof widgetClient>;
  beforeAll(async () => {
    ctx = await createTestContext();
    m = await createMerchant(ctx);
    w = widgetClient(ctx, m);
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    ctx.app.inject({ method, url: `/api/v1/${url}`, headers: { ...m.headers, 'accept-language': lang }, payload });

  it('serves B to its share of devices, records each side, compares them and applies the winner', async () => {
    const id = await w.create({
      ...BANNER,
      name: 'A/B afiş',
      targeting: { frequency: 'always' },
      abTest: { enabled: true, split: 30, metric: 'conversion', texts: B_TEXTS, style: null },
    });
    // 240 random devices: B's 30% share (72 expected) clears the 30 viewers a side needs for a chance to win,
    // whatever the draw (120 fell short about one run in ten).
    const seen = { A: 0, B: 0 };
    for (let k = 0; k < 240; k++) {
      const deviceId = `ab-${k}-${randomUUID()}`;
      const widget = (await w.widgetsFor(deviceId)).find((x) => x.id === id);
      if (!widget) throw new Error('not served');
      const title = (widget as unknown as { text: { title: string } }).text.title;
      const variant = title === 'Today only 20% off' ? 'B' : 'A';
      if (variant === 'A') expect(title).toBe(TEXTS.en.title);
      seen[variant]++;
      await w.post(`/t/v1/widgets/${id}/interactions`, { deviceId, widgetToken: widget.token, kind: 'view' });
      // B converts twice as often as A.
      if (k % (variant === 'B' ? 2 : 4) === 0) {
        await w.post(`/t/v1/widgets/${id}/interactions`, { deviceId, widgetToken: widget.token, kind: 'conversion' });
      }
    }
    expect(seen.B).toBeGreaterThan(47);
    expect(seen.B).toBeLessThan(97);

    const results = (await call('GET', `widgets/${id}/results`)).json().data;
    const [a, b] = results.variants;
    expect(a).toMatchObject({ variant: 'A', views: seen.A, uniqueViewers: seen.A });
    expect(b).toMatchObject({ variant: 'B', views: seen.B, uniqueViewers: seen.B });
    expect(b.conversionRate).toBeGreaterThan(a.conversionRate);
    expect(a.chanceToWin + b.chanceToWin).toBeCloseTo(1, 6);
    expect(b.chanceToWin).toBeGreaterThan(0.5);

    const applied = await call('POST', `widgets/${id}/ab-test/winner`, { variant: 'B' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ abTest: null, texts: { tr: { title: 'Sadece bugün %20' } } });
    const after = (await w.widgetsFor(`ab-after-${randomUUID()}`)).find((x) => x.id === id);
    expect((after as unknown as { text: { title: string } }).text.title).toBe('Today only 20% off');
    const again = await call('POST', `widgets/${id}/ab-test/winner`, { variant: 'A' }, 'tr');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toContain('A/B testi yok');
  });

  it('refuses a split outside 1–99 and a B without texts, as field errors in tr and en', async () => {
    const save = (abTest: object, lang: string) =>
      call('POST', 'widgets', { ...BANNER, applicationId: m.app.id, abTest }, lang);
    const out = await save({ enabled: true, split: 0, texts: B_TEXTS }, 'tr');
    expect(out.statusCode).toBe(422);
    expect(JSON.stringify(out.json().error.fields)).toContain('1 ile 99 arasında');
    const empty = await save({ enabled: true, split: 50 }, 'en');
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json().error.fields)).toContain('at least one language');
  });
});
