import type { TCampaign, TCampaignInput, TCampaignListQuery, TPageMeta } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { notifyAutomationCampaignStatus } from './status-listeners';
import { generateCoupons } from '../coupons';
import { campaignsRepository, type TCampaignListRow, type TCampaignRow } from './campaigns.repository';
import { isOverdueStatic, refreshTaskSchedule } from './task-schedule';
import { tasksRepository } from './tasks.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function isEnded(c: TCampaignRow, now = new Date()): boolean {
  return c.status === 'ended' || (c.endsAt !== null && c.endsAt.getTime() <= now.getTime());
}

export function toCampaign(row: TCampaignListRow): TCampaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    automation: row.automation,
    status: row.status,
    displayStatus: isEnded(row) ? 'ended' : 'continue',
    taskCount: row.taskCount,
    couponCount: row.couponCount,
    sendCount: row.sendCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findCampaignOr404(db: DbOrTx, accountId: number, id: number, lock = false) {
  const row = await campaignsRepository.find(db, accountId, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function listCampaigns(
  deps: AppDeps,
  accountId: number,
  query: TCampaignListQuery,
): Promise<{ data: TCampaign[]; meta: TPageMeta }> {
  const { rows, total } = await campaignsRepository.list(deps.db, accountId, query);
  return { data: rows.map(toCampaign), meta: { page: query.page, perPage: query.perPage, total } };
}

export async function getCampaign(deps: AppDeps, accountId: number, id: number): Promise<TCampaign> {
  const { rows } = await campaignsRepository.list(deps.db, accountId, { page: 1, perPage: 1 }, id);
  const row = rows[0];
  if (!row) throw notFound();
  return toCampaign(row);
}

// A campaign and, when asked, its unique coupon codes, in one transaction.
export async function createCampaign(deps: AppDeps, accountId: number, input: TCampaignInput): Promise<TCampaign> {
  const row = await deps.db.transaction(async (tx) => {
    const campaign = await campaignsRepository.insert(tx, {
      accountId,
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      automation: input.automation,
      couponOptions: input.coupon,
    });
    const couponCount = input.coupon ? await generateCoupons(tx, accountId, campaign.id, input.coupon) : 0;
    return { ...campaign, taskCount: 0, couponCount, sendCount: 0 };
  });
  return toCampaign(row);
}

// Coupon options are fixed once codes exist; the rest of the campaign can change.
export async function updateCampaign(
  deps: AppDeps,
  accountId: number,
  id: number,
  input: TCampaignInput,
): Promise<TCampaign> {
  await deps.db.transaction(async (tx) => {
    const current = await findCampaignOr404(tx, accountId, id, true);
    await campaignsRepository.update(tx, accountId, id, {
      name: input.name,
      description: input.description,
      imageUrl: input.imageUrl,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      automation: input.automation,
      couponOptions: current.couponOptions ?? input.coupon,
    });
    if (!current.couponOptions && input.coupon) await generateCoupons(tx, accountId, id, input.coupon);
  });
  return getCampaign(deps, accountId, id);
}

export async function deleteCampaign(deps: AppDeps, accountId: number, id: number): Promise<void> {
  if (!(await campaignsRepository.delete(deps.db, accountId, id))) throw notFound();
}

// SPEC §4: activating an automation campaign activates all its tasks; deactivating or ending
// turns all tasks passive. An ended campaign cannot be activated again.
export async function setCampaignStatus(
  deps: AppDeps,
  accountId: number,
  id: number,
  action: 'activate' | 'deactivate' | 'end',
): Promise<TCampaign> {
  await deps.db.transaction(async (tx) => {
    const campaign = await findCampaignOr404(tx, accountId, id, true);
    const now = new Date();
    if (action === 'activate') {
      if (isEnded(campaign, now)) throw new AppError('campaign_ended', 422);
      await campaignsRepository.update(tx, accountId, id, { status: 'active' });
      if (campaign.automation) {
        await notifyAutomationCampaignStatus(tx, accountId, id, true);
        for (const task of await tasksRepository.ofCampaign(tx, accountId, id)) {
          // A one-time task whose time went by, unsent, while the campaign was off stays off: on, it
          // would send at once (its own switch asks for a new time).
          if (task.status !== 'active' && (await isOverdueStatic(tx, accountId, task, now))) continue;
          await refreshTaskSchedule(tx, accountId, { ...task, status: 'active' }, now);
        }
      }
      return;
    }
    await campaignsRepository.update(tx, accountId, id, {
      status: action === 'end' ? 'ended' : 'passive',
      ...(action === 'end' && (!campaign.endsAt || campaign.endsAt > now) ? { endsAt: now } : {}),
    });
    if (campaign.automation) await notifyAutomationCampaignStatus(tx, accountId, id, false);
    for (const task of await tasksRepository.ofCampaign(tx, accountId, id)) {
      if (task.status === 'active')
        await tasksRepository.update(tx, accountId, task.id, { status: 'passive', nextRunAt: null });
    }
  });
  return getCampaign(deps, accountId, id);
}
