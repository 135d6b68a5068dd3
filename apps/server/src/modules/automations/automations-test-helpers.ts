import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TScenarioCode, TScenarioDetail, TScenarioSettingsDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { advanceBatch } from './engine/advance.service';
import { handleJourneyEvents } from './engine/events.service';
import { api } from '../campaigns/campaign-test-helpers';

// Shared by the automations integration tests: API calls, members, events and the engine on a fixed clock.
export { api };

export const at = (iso: string) => new Date(iso);
export const plusMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

// Members with an email address they accept email on; returns their ids in order.
export async function emailMembers(
  ctx: TestContext,
  accountId: number,
  count: number,
  prefix: string,
  extra: { birthDate?: string; lastLoginAt?: string } = {},
): Promise<number[]> {
  const r = await ctx.deps.db.execute<{ id: number }>(sql`
    insert into members (account_id, name, surname, email, email_active, source, birth_date, last_login_at)
    select ${accountId}, 'Ayşe', 'No ' || g, ${prefix} || '-' || g || '@shop.test', true, 'csv',
      ${extra.birthDate ?? null}::date, ${extra.lastLoginAt ?? null}::timestamptz
    from generate_series(1, ${count}) g returning id`);
  return r.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function switchScenario(
  ctx: TestContext,
  m: TMerchant,
  code: TScenarioCode,
  settings?: Partial<TScenarioSettingsDraft>,
): Promise<TScenarioDetail> {
  if (settings) {
    const current = await api(ctx, m, 'GET', `/automation/scenarios/${code}`);
    const res = await api(ctx, m, 'PUT', `/automation/scenarios/${code}`, {
      settings: { ...current.body.data.settings, ...settings },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await startFeatureTrial(ctx, m, 'automations');
  const res = await api(ctx, m, 'POST', `/automation/scenarios/${code}/status`, { active: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as TScenarioDetail;
}

export async function emit(
  ctx: TestContext,
  accountId: number,
  now: Date,
  events: { memberId: number; name: string; properties?: Record<string, unknown>; applicationId?: number }[],
): Promise<number> {
  return handleJourneyEvents(
    ctx.deps,
    events.map((e) => ({
      accountId,
      memberId: e.memberId,
      name: e.name,
      properties: e.properties ?? {},
      applicationId: e.applicationId ?? null,
    })),
    now,
  );
}

// Runs every enrollment due at `now` (as the advance job would), then the send jobs it queued.
export async function advanceAt(ctx: TestContext, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await advanceBatch(ctx.deps, now);
    total += n;
    if (n === 0) break;
  }
  await ctx.runJobs();
  return total;
}

// Messages of a workflow's sends per member (from the journey events that made them).
export async function sendsPerMember(ctx: TestContext, accountId: number, workflowId: number) {
  const r = await ctx.deps.db.execute<{ member_id: number; node_id: string; n: number }>(sql`
    select member_id, node_id, count(*)::int as n from journey_events
    where account_id = ${accountId} and workflow_id = ${workflowId} and kind = 'sent'
    group by member_id, node_id order by member_id, node_id`);
  return r.rows.map((row) => ({ memberId: Number(row.member_id), nodeId: row.node_id, n: row.n }));
}

export async function enrollmentStates(ctx: TestContext, accountId: number, workflowId: number) {
  const r = await ctx.deps.db.execute<{
    member_id: number;
    status: string;
    node_id: string | null;
    version_id: number;
  }>(
    sql`select member_id, status, node_id, version_id from journey_enrollments
      where account_id = ${accountId} and workflow_id = ${workflowId} order by member_id, id`,
  );
  return r.rows.map((row) => ({ ...row, member_id: Number(row.member_id), version_id: Number(row.version_id) }));
}

export function mailsTo(ctx: TestContext, address: string) {
  return ctx.mail.all().filter((mail) => mail.to.includes(address));
}
