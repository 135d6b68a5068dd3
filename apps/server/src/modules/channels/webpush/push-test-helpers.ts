import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../../test/harness';
import type { TMerchant } from '../../../../test/audience-factories';
import { pushDevicesRepository } from '../../audience';
import type { TRenderedMessage } from '../../messaging';

// Shared by the push channel tests: keys through the API, devices, members and rendered messages.

export async function generateWebPushKeys(ctx: TestContext, m: TMerchant): Promise<string> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/push-settings/${m.app.id}/web-push`,
    headers: m.headers,
    payload: { mode: 'generate', subject: 'mailto:push@shop.example.com' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const publicKey = res.json().data.webPush.publicKey as string;
  expect(publicKey).toHaveLength(87);
  return publicKey;
}

export async function addPushMember(ctx: TestContext, m: TMerchant, name = 'Ayşe'): Promise<number> {
  const result = await ctx.deps.db.execute<{ id: number }>(sql`insert into members (account_id, name, email, language)
    values (${m.accountId}, ${name}, ${`${name.toLowerCase()}-${Date.now()}-${Math.random()}@example.com`}, 'tr')
    returning id`);
  return Number(result.rows[0]?.id);
}

export async function registerDevice(
  ctx: TestContext,
  m: TMerchant,
  registration: { platform: 'browser' | 'ios' | 'android'; regId: string; p256dh?: string; auth?: string },
  memberId: number | null = null,
): Promise<number> {
  const id = await pushDevicesRepository(ctx.deps.db).register(m.accountId, {
    applicationId: m.app.id,
    deviceId: `dev-${Math.random().toString(36).slice(2)}`,
    platform: registration.platform,
    regId: registration.regId,
    p256dh: registration.p256dh ?? null,
    auth: registration.auth ?? null,
    language: 'tr',
    userAgent: null,
  });
  if (memberId !== null)
    await ctx.deps.db.execute(
      sql`update devices set member_id = ${memberId} where account_id = ${m.accountId} and id = ${id}`,
    );
  return id;
}

export async function deviceRow(ctx: TestContext, m: TMerchant, id: number) {
  const result = await ctx.deps.db.execute<{
    reg_id: string | null;
    push_error: string | null;
    push_approved: boolean;
    push_auth: string | null;
  }>(
    sql`select reg_id, push_error, push_approved, push_auth from devices where account_id = ${m.accountId} and id = ${id}`,
  );
  return result.rows[0];
}

export function pushMessage(
  m: TMerchant,
  deviceId: number,
  overrides: Partial<TRenderedMessage> = {},
): TRenderedMessage {
  const messageId = Math.floor(Math.random() * 1e9);
  return {
    messageId,
    idempotencyKey: `ulak-${messageId}`,
    accountId: m.accountId,
    memberId: null,
    deviceId,
    to: '',
    language: 'tr',
    subject: 'Hafta sonu indirimi',
    body: 'Sepetinizdeki ürünlerde %20 indirim',
    data: { url: 'https://shop.example.com/kampanya', icon: 'https://shop.example.com/icon.png' },
    headers: {},
    returnPathToken: 'unused',
    ...overrides,
  };
}

export const PUSH_CONTENT = {
  defaultLanguage: 'tr',
  languages: { tr: { subject: 'Merhaba {{ member.name }}', body: 'Sepetinizde ürün var' } },
  push: {
    targetUrl: 'https://shop.example.com/sepet',
    iconUrl: 'https://shop.example.com/icon.png',
    imageUrl: 'https://shop.example.com/banner.jpg',
    sound: 'bildirim.wav',
  },
};

export async function pushDirectSend(
  ctx: TestContext,
  m: TMerchant,
  channel: 'webpush' | 'mobilepush',
  memberIds: number[],
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/direct/send/${channel}`,
    headers: m.headers,
    payload: { content: PUSH_CONTENT, audience: { kind: 'members', memberIds } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { runId: number; total: number };
}

export async function runMessages(ctx: TestContext, m: TMerchant, runId: number) {
  const result = await ctx.deps.db.execute<{
    id: number;
    status: string;
    reason_code: string | null;
    reason: string | null;
    device_id: number | null;
    next_attempt_at: string | null;
  }>(sql`select id, status, reason_code, reason, device_id, next_attempt_at from messages
    where account_id = ${m.accountId} and run_id = ${runId} order by id`);
  return result.rows.map((r) => ({
    ...r,
    device_id: r.device_id === null ? null : Number(r.device_id),
    next_attempt_at: r.next_attempt_at === null ? null : new Date(r.next_attempt_at),
  }));
}
