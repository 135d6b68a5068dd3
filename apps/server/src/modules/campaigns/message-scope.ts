import { sql } from 'drizzle-orm';
import { registerScopeExtension, type TScopeAddition, type TScopeExtension } from '../messaging';
import { assignCoupons, couponsRelation } from '../coupons';

type TRunSource = {
  campaign_id: number;
  has_coupons: boolean;
  payload: { variables?: Record<string, unknown> };
};

// Campaign sends: each member gets their coupon of the campaign (assigned now, at send time, and
// kept on retries) and webhook runs pass their variables as `webhook.*`. (The task's push extras travel
// in the send's content: see withPushExtras.)
export const campaignScopeExtension: TScopeExtension = async (deps, run, recipients) => {
  const out = new Map<number, TScopeAddition>();
  if (run.sourceId === null) return out;
  const r = await deps.db.execute<TRunSource>(sql`select t.campaign_id, r.payload,
      exists (select 1 from ${couponsRelation(run.accountId)} k where k.campaign_id = t.campaign_id) as has_coupons
    from campaign_task_runs r join campaign_tasks t on t.account_id = r.account_id and t.id = r.task_id
    where r.account_id = ${run.accountId} and r.id = ${run.sourceId}`);
  const source = r.rows[0];
  if (!source) return out;
  const members = recipients.flatMap((x) =>
    x.memberId === null ? [] : [{ memberId: x.memberId, messageId: x.messageId }],
  );
  const coupons = source.has_coupons
    ? await assignCoupons(deps.db, run.accountId, Number(source.campaign_id), members)
    : new Map<number, Record<string, unknown>>();
  const webhook = source.payload?.variables ?? {};
  for (const recipient of recipients) {
    const coupon = recipient.memberId === null ? undefined : coupons.get(recipient.memberId);
    out.set(recipient.messageId, { scope: { webhook, ...(coupon ? { coupon } : {}) } });
  }
  return out;
};

export function registerCampaignScope(): void {
  registerScopeExtension('campaign', campaignScopeExtension);
}
