import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TWidgetInputDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { startFeatureTrial, type TMerchant } from '../../../test/audience-factories';

// Shared by the widgets integration tests: a shop page's calls and the builder's.
export const SHOP = 'https://shop.example.com';

export function widgetClient(ctx: TestContext, m: TMerchant) {
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => (await ctx.deps.db.execute(query)).rows as T[];
  return {
    rows,
    async create(input: Omit<TWidgetInputDraft, 'applicationId'> & { applicationId?: number }, activate = true) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/widgets',
        headers: m.headers,
        payload: { applicationId: m.app.id, ...input },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = Number(res.json().data.id);
      if (activate) {
        await startFeatureTrial(ctx, m, 'widgets');
        const on = await ctx.app.inject({ method: 'POST', url: `/api/v1/widgets/${id}/activate`, headers: m.headers });
        expect(on.statusCode, on.body).toBe(200);
      }
      return id;
    },
    config(deviceId: string, headers: Record<string, string> = {}, token = m.app.sdk_token) {
      return ctx.app.inject({
        method: 'GET',
        url: `/t/v1/widgets?token=${token}&device=${deviceId}&lang=en-US`,
        headers: { origin: SHOP, ...headers },
      });
    },
    async widgetsFor(deviceId: string) {
      const res = await this.config(deviceId);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.widgets as {
        id: number;
        token: string;
        type: string;
        settings: Record<string, unknown>;
      }[];
    },
    post(path: string, body: object, origin = SHOP) {
      return ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'accept-language': 'en' },
        payload: JSON.stringify({ token: m.app.sdk_token, ...body }),
      });
    },
    // Events from the shop script of one device, drained by the worker.
    async track(deviceId: string, events: object[]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/t/v1/events',
        headers: { 'content-type': 'text/plain', origin: SHOP },
        payload: JSON.stringify({
          token: m.app.sdk_token,
          deviceId,
          context: { url: `${SHOP}/`, referrer: '', title: '', language: 'tr', screen: '', timezone: '' },
          events,
        }),
      });
      expect(res.statusCode, res.body).toBe(202);
      await ctx.runJobs();
    },
    // Links a device to a member the way the shop script does: an identify event.
    async identify(deviceId: string, email: string) {
      const member = { email };
      await this.track(deviceId, [
        { id: randomUUID(), type: 'identify', ts: new Date().toISOString(), properties: member, member },
      ]);
      const [row] = await rows<{ id: number }>(
        sql`select id from members where account_id = ${m.accountId} and lower(email) = ${email.toLowerCase()}`,
      );
      return Number(row?.id);
    },
    async staticSegment(name: string) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/segments',
        headers: m.headers,
        payload: { name, applicationId: m.app.id, kind: 'empty' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return Number(res.json().data.id);
    },
  };
}

export const TEXTS = { tr: { title: 'Hoş geldiniz' }, en: { title: 'Welcome', buttonText: 'Shop now' } };
export const BANNER = {
  name: 'Kış indirimi',
  type: 'banner',
  texts: TEXTS,
  settings: { position: 'top', linkUrl: `${SHOP}/sale` },
} as const;
