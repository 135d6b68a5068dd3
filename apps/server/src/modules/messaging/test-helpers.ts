import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness';
import type { TMerchant } from '../../../test/audience-factories';

// Shared by the messaging integration tests: members, direct sends and the action log through the API.
export const TEST_CONTENT = {
  defaultLanguage: 'tr',
  languages: {
    tr: {
      subject: 'Merhaba {{ member.name }}',
      html: '<p>Selam {{ member.name }} <a href="https://shop.example.com/x?a=1">Bak</a> <a href="{{ unsubscribe_link }}">Çık</a></p>',
    },
    en: {
      subject: 'Hello {{ member.name }}',
      html: '<p>Hi {{ member.name }} <a href="https://shop.example.com/x?a=1">Look</a></p>',
    },
  },
};

export async function addMember(
  ctx: TestContext,
  m: TMerchant,
  email: string,
  fields: { language?: string; emailActive?: boolean; name?: string } = {},
): Promise<number> {
  const result = await ctx.deps.db.execute<{
    id: number;
  }>(sql`insert into members (account_id, name, email, language, email_active)
    values (${m.accountId}, ${fields.name ?? 'Ayşe'}, ${email}, ${fields.language ?? 'tr'}, ${fields.emailActive ?? true}) returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('member insert failed');
  return id;
}

export async function directSend(ctx: TestContext, m: TMerchant, audience: unknown, content: unknown = TEST_CONTENT) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/direct/send/email',
    headers: m.headers,
    payload: { content, audience },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { runId: number; total: number };
}

export type TActionRow = {
  id: number;
  member_id: number | null;
  status: string;
  reason: string | null;
  address: string | null;
  opened_at: string | null;
};

export async function runActions(ctx: TestContext, m: TMerchant, runId: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/actions?runId=${runId}&perPage=100`,
    headers: m.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: TActionRow[]; meta: { page: number; perPage: number; total: number } };
}

// The header may be folded onto the next line.
export function unsubscribeHeader(raw: Buffer): string {
  return /^List-Unsubscribe:\s*<([^>]+)>/im.exec(raw.toString())?.[1] ?? '';
}

// The RFC 8058 one-click POST a mailbox provider sends to the List-Unsubscribe URL.
export function postOneClick(ctx: TestContext, pathname: string) {
  return ctx.app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}
