import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../../test/harness';
import { setPacket, type TMerchant } from '../../../../test/audience-factories';

// Shared by the SMS and WhatsApp integration tests: members with phones, settings and sends via the API.
export async function addPhoneMember(
  ctx: TestContext,
  m: TMerchant,
  phone: string,
  fields: { smsActive?: boolean; whatsappActive?: boolean; name?: string } = {},
): Promise<number> {
  const result = await ctx.deps.db.execute<{ id: number }>(sql`
    insert into members (account_id, name, phone, language, sms_active, whatsapp_active)
    values (${m.accountId}, ${fields.name ?? 'Ayşe'}, ${phone}, 'tr', ${fields.smsActive ?? true},
      ${fields.whatsappActive ?? true}) returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('member insert failed');
  return id;
}

export async function putSettings(ctx: TestContext, m: TMerchant, path: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/v1/${path}`, headers: m.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function sendDirect(
  ctx: TestContext,
  m: TMerchant,
  channel: 'sms' | 'whatsapp',
  memberIds: number[],
  language: { subject?: string; body: string },
): Promise<number> {
  await setPacket(ctx, m.accountId, 'pro');
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/direct/send/${channel}`,
    headers: m.headers,
    payload: {
      content: { defaultLanguage: 'tr', languages: { tr: language } },
      audience: { kind: 'members', memberIds },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.runId as number;
}

export type TMessageState = {
  member_id: number;
  status: string;
  reason_code: string | null;
  reason: string | null;
  provider_message_id: string | null;
  delivered_at: string | null;
  opened_at: string | null;
  bounced_at: string | null;
  next_attempt_at: string | null;
};

export async function runMessages(ctx: TestContext, accountId: number, runId: number): Promise<TMessageState[]> {
  const result = await ctx.deps.db.execute<TMessageState>(sql`
    select member_id, status, reason_code, reason, provider_message_id, delivered_at, opened_at, bounced_at,
      next_attempt_at
    from messages where account_id = ${accountId} and run_id = ${runId} order by member_id`);
  return result.rows;
}
