import { assignCoupons } from '../coupons';
import { orderFeedbackLinks } from '../order-feedback';
import { registerScopeExtension, type TScopeAddition, type TScopeExtension } from '../messaging';
import { journeysRepository } from './engine/journeys.repository';

// A journey's messages see the trigger that started it (`trigger.*`: the cart, the order, the voucher)
// (with `order_evaluation_url` and `satisfaction_url` for an order), and, when the send node asks, a unique coupon of its campaign assigned to each member at send time.
export const journeyScopeExtension: TScopeExtension = async (deps, run, recipients) => {
  const out = new Map<number, TScopeAddition>();
  if (run.sourceId === null) return out;
  const memberIds = recipients.flatMap((r) => (r.memberId === null ? [] : [r.memberId]));
  const contexts = await journeysRepository.sendContexts(deps.db, run.accountId, run.sourceId, memberIds);
  const first = contexts[0];
  let coupons = new Map<number, Record<string, unknown>>();
  if (first) {
    const [version] = await journeysRepository.versions(deps.db, [first.version_id]);
    const node = version?.graph.nodes.find((n) => n.id === first.node_id);
    if (node?.type === 'send' && node.couponCampaignId !== null) {
      const members = recipients.flatMap((r) =>
        r.memberId === null ? [] : [{ memberId: r.memberId, messageId: r.messageId }],
      );
      coupons = await assignCoupons(deps.db, run.accountId, node.couponCampaignId, members);
    }
  }
  const byMember = new Map(contexts.map((c) => [c.member_id, c.context]));
  for (const r of recipients) {
    if (r.memberId === null) continue;
    const context = byMember.get(r.memberId) ?? {};
    const coupon = coupons.get(r.memberId);
    const trigger = (context.trigger ?? {}) as Record<string, unknown>;
    // An order's journey carries the signed links of the order evaluation and satisfaction pages.
    const links =
      typeof trigger.orderCode === 'string'
        ? await orderFeedbackLinks(deps, run.accountId, r.memberId, trigger.orderCode)
        : null;
    // `{{ coupon.code }}` or `{{ coupon_code }}`: the member's unique code of the send's coupon campaign.
    out.set(r.messageId, {
      scope: { trigger, ...links, ...(coupon ? { coupon, coupon_code: coupon.code } : {}) },
    });
  }
  return out;
};

export function registerJourneyScope(): void {
  registerScopeExtension('automation', journeyScopeExtension);
}
