import {
  ONBOARDING_STEPS,
  sdkSnippet,
  type TDashboardPoint,
  type TDashboardRange,
  type TDashboardStats,
  type TOnboardingState,
  type TOnboardingStep,
  type TSuggestion,
  type TSuggestionKey,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { listBuckets, type TTimeBuckets } from '../../platform/db/time-buckets';
import { accountTimezone, countAccountUsage } from '../accounts';
import { listApplicationRows } from '../applications';
import { audienceFacts, newMembersPerBucket } from '../audience';
import { automationRevenuePerBucket, hasActiveCartJourney } from '../automations';
import { attributedRevenuePerBucket } from '../campaigns';
import { senderState } from '../channels/email';
import { messageFiguresPerBucket } from '../messaging';
import { hasConnectedShop } from '../platforms';
import { dashboardRepository } from './dashboard.repository';
import { BUCKET_OF, rangeWindow } from './dashboard-ranges';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function dashboardStats(
  deps: Deps,
  accountId: number,
  range: TDashboardRange,
  now = new Date(),
): Promise<TDashboardStats> {
  const { db } = deps;
  const w: TTimeBuckets = {
    ...rangeWindow(range, now),
    bucket: BUCKET_OF[range],
    timezone: await accountTimezone(db, accountId),
  };
  const [buckets, messages, revenue, automation, members] = await Promise.all([
    listBuckets(db, w),
    messageFiguresPerBucket(db, accountId, w),
    attributedRevenuePerBucket(db, accountId, w),
    automationRevenuePerBucket(db, accountId, w),
    newMembersPerBucket(db, accountId, w),
  ]);
  const points = new Map<string, TDashboardPoint>(
    buckets.map((bucket) => [
      bucket,
      { bucket, sent: 0, delivered: 0, opened: 0, clicked: 0, revenue: 0, automation_revenue: 0, new_members: 0 },
    ]),
  );
  const at = (bucket: string): TDashboardPoint | undefined => points.get(bucket);
  const channels = new Map<string, TDashboardStats['channels'][number]>();
  for (const m of messages) {
    const p = at(m.bucket);
    if (p) {
      p.sent += m.sent;
      p.delivered += m.delivered;
      p.opened += m.opened;
      p.clicked += m.clicked;
    }
    const c = channels.get(m.channel) ?? { channel: m.channel, sent: 0, delivered: 0, opened: 0, clicked: 0 };
    c.sent += m.sent;
    c.delivered += m.delivered;
    c.opened += m.opened;
    c.clicked += m.clicked;
    channels.set(m.channel, c);
  }
  for (const r of revenue) {
    const p = at(r.bucket);
    if (p) p.revenue += r.revenue;
  }
  for (const r of automation) {
    const p = at(r.bucket);
    if (p) p.automation_revenue += r.revenue;
  }
  for (const r of members) {
    const p = at(r.bucket);
    if (p) p.new_members += r.members;
  }
  const series = [...points.values()];
  const sum = (key: keyof Omit<TDashboardPoint, 'bucket'>) =>
    Math.round(series.reduce((total, p) => total + p[key], 0) * 100) / 100;
  return {
    range,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    bucket: w.bucket,
    totals: {
      sent: sum('sent'),
      delivered: sum('delivered'),
      opened: sum('opened'),
      clicked: sum('clicked'),
      revenue: sum('revenue'),
      automation_revenue: sum('automation_revenue'),
      new_members: sum('new_members'),
    },
    channels: [...channels.values()].sort((a, b) => a.channel.localeCompare(b.channel)),
    series,
  };
}

// Every recommendation whose fact holds for the account, minus the ones it dismissed.
export async function dashboardSuggestions(deps: Deps, accountId: number): Promise<TSuggestion[]> {
  const { db } = deps;
  const [facts, cartJourney, sender, usage, apps, dismissed] = await Promise.all([
    audienceFacts(db, accountId),
    hasActiveCartJourney(db, accountId),
    senderState(db, accountId),
    countAccountUsage(db, accountId),
    listApplicationRows(db, accountId),
    dashboardRepository.dismissed(db, accountId),
  ]);
  const found: TSuggestion[] = [];
  const add = (key: TSuggestionKey, when: boolean, count: number, link: string) => {
    if (when && !dismissed.has(key)) found.push({ key, count, link });
  };
  add(
    'abandoned_carts_no_automation',
    facts.abandonedCarts > 0 && !cartJourney,
    facts.abandonedCarts,
    '/user/automation',
  );
  add('sender_not_verified', sender !== 'verified', 0, '/user/domain-dns-settings');
  add('members_without_consent', facts.withoutConsent > 0, facts.withoutConsent, '/user/members');
  add('no_segment', usage.segment_count === 0, 0, '/user/segments');
  const pushReady = apps.some((a) => a.webPushPublicKey);
  add('push_not_configured', facts.recentVisitors > 0 && !pushReady, facts.recentVisitors, '/user/applications');
  return found;
}

export async function dismissSuggestion(deps: Deps, accountId: number, key: TSuggestionKey): Promise<void> {
  await dashboardRepository.dismiss(deps.db, accountId, key);
}

// Each step is done when its fact is true; skipping is the merchant's choice and can be undone.
async function stepFacts(db: DbOrTx, accountId: number) {
  const [facts, sender, usage, apps, shop] = await Promise.all([
    audienceFacts(db, accountId),
    senderState(db, accountId),
    countAccountUsage(db, accountId),
    listApplicationRows(db, accountId),
    hasConnectedShop(db, accountId),
  ]);
  const done: Record<TOnboardingStep, boolean> = {
    // The script sending visitors, or a connected shop platform (Shopify, T-Soft).
    connect_shop: shop || (apps.length > 0 && facts.devices > 0),
    verify_sender: sender === 'verified',
    import_members: facts.members > 0,
    first_campaign: usage.campaign_count > 0,
  };
  return { done, firstApp: apps[0] ?? null };
}

export async function onboardingState(deps: Deps, accountId: number): Promise<TOnboardingState> {
  const [{ done, firstApp }, progress] = await Promise.all([
    stepFacts(deps.db, accountId),
    dashboardRepository.progress(deps.db, accountId),
  ]);
  const steps = ONBOARDING_STEPS.map((key) => ({ key, done: done[key], skipped: progress.skipped.includes(key) }));
  return {
    steps,
    current: steps.find((s) => !s.done && !s.skipped)?.key ?? null,
    closed: progress.closed,
    sdk_token: firstApp?.sdkToken ?? null,
    snippet: firstApp ? sdkSnippet(deps.config.publicUrl, firstApp.sdkToken) : null,
  };
}

export async function skipOnboardingStep(
  deps: Deps,
  accountId: number,
  step: TOnboardingStep,
  skipped: boolean,
): Promise<TOnboardingState> {
  await dashboardRepository.setSkipped(deps.db, accountId, step, skipped);
  return onboardingState(deps, accountId);
}

export async function closeOnboarding(deps: Deps, accountId: number, closed: boolean): Promise<TOnboardingState> {
  await dashboardRepository.setClosed(deps.db, accountId, closed);
  return onboardingState(deps, accountId);
}
