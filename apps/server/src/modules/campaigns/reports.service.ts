import type { TCampaignReport, TReportQuery, TReportTotals } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { findCampaignOr404 } from './campaigns.service';
import { reportsRepository, type TReportScope } from './reports.repository';
import { accountTimezone } from '../accounts';

const emptyTotals = (): TReportTotals => ({
  sent: 0,
  delivered: 0,
  bounce: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  failed: 0,
  skipped: 0,
  iysRejected: 0,
  orderCount: 0,
  totalPrice: 0,
  orderProfit: 0,
  couponOrders: 0,
});

const money = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100) / 100;

// Report of a campaign, or of one of its tasks: message outcomes, attributed orders and revenue
// (last touch within the windows), per channel, per day and per link.
export async function campaignReport(
  deps: AppDeps,
  accountId: number,
  scope: Omit<TReportScope, 'accountId'>,
  query: TReportQuery,
): Promise<TCampaignReport> {
  await findCampaignOr404(deps.db, accountId, scope.campaignId);
  const s = { accountId, ...scope };
  const w = { from: query.from, to: query.to, emailDays: query.emailWindowDays, otherDays: query.otherWindowDays };
  const [counts, orders, couponOrders, days, links] = await Promise.all([
    reportsRepository.countsByChannel(deps.db, s, w),
    reportsRepository.ordersByChannel(deps.db, s, w),
    reportsRepository.couponOrders(deps.db, s),
    accountTimezone(deps.db, accountId).then((zone) => reportsRepository.overTime(deps.db, s, w, zone)),
    reportsRepository.links(deps.db, s, w),
  ]);
  const channels = new Map<string, TReportTotals>();
  const of = (channel: string) => {
    const row = channels.get(channel) ?? emptyTotals();
    channels.set(channel, row);
    return row;
  };
  for (const c of counts) {
    Object.assign(of(c.channel), {
      sent: Number(c.sent),
      delivered: Number(c.delivered),
      bounce: Number(c.bounce),
      opened: Number(c.opened),
      clicked: Number(c.clicked),
      unsubscribed: Number(c.unsubscribed),
      failed: Number(c.failed),
      skipped: Number(c.skipped),
      iysRejected: Number(c.iys_rejected),
    });
  }
  for (const o of orders) {
    Object.assign(of(o.channel), {
      orderCount: Number(o.order_count),
      totalPrice: money(o.total_price),
      orderProfit: money(o.order_profit),
    });
  }
  const totals = emptyTotals();
  for (const row of channels.values()) {
    for (const key of Object.keys(totals) as (keyof TReportTotals)[]) totals[key] += row[key];
  }
  totals.totalPrice = money(totals.totalPrice);
  totals.orderProfit = money(totals.orderProfit);
  totals.couponOrders = couponOrders;
  return {
    totals,
    byChannel: [...channels].map(([channel, row]) => ({ channel, ...row })),
    overTime: days.map((d) => ({
      day: d.day,
      sent: Number(d.sent),
      opened: Number(d.opened),
      clicked: Number(d.clicked),
      failed: Number(d.failed),
      orderCount: Number(d.order_count),
      totalPrice: money(d.total_price),
    })),
    links: links.map((l) => ({ url: l.url, clicks: Number(l.clicks), uniqueClicks: Number(l.unique_clicks) })),
    window: { emailDays: w.emailDays, otherDays: w.otherDays },
  };
}
