import {
  CHANNELS,
  type TChannelQuotaUsage,
  type TSendRunListQuery,
  type TSendRunOutcomes,
  type TSendRunView,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { accountChannelQuota, channelQuotaPeriod } from '../billing';
import { messagingRepository } from './messaging.repository';
import { sendRunsRepository, type TSendRunRow } from './send-runs.repository';

const NO_OUTCOMES: TSendRunOutcomes = {
  sent: 0,
  delivered: 0,
  opened: 0,
  clicked: 0,
  failed: 0,
  bounced: 0,
  pending: 0,
};

function runView(row: TSendRunRow, outcomes: TSendRunOutcomes | undefined): TSendRunView {
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    total: row.total,
    // Written from the validated send input (ZDirectAudience, ZMessageContent).
    audience: row.audience as TSendRunView['audience'],
    content: row.content as TSendRunView['content'],
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    outcomes: outcomes ?? NO_OUTCOMES,
  };
}

// GET /direct/runs: the account's direct sends on every channel (or one), each with its figures.
export async function listSendRuns(deps: AppDeps, accountId: number, q: TSendRunListQuery) {
  const { rows, total } = await sendRunsRepository.list(
    deps.db,
    accountId,
    { channel: q.channel, sourceType: 'direct' },
    q,
  );
  const outcomes = await sendRunsRepository.outcomes(deps.db, accountId, rows);
  return {
    data: rows.map((row) => runView(row, outcomes.get(row.id))),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

// GET /direct/runs/:id: one direct send of the account; another account's id is 404.
export async function sendRunDetail(deps: AppDeps, accountId: number, runId: number): Promise<TSendRunView> {
  const row = await sendRunsRepository.find(deps.db, accountId, runId);
  if (!row || row.sourceType !== 'direct') throw notFound();
  const outcomes = await sendRunsRepository.outcomes(deps.db, accountId, [row]);
  return runView(row, outcomes.get(row.id));
}

// GET /messaging/usage: every channel's use this month beside its package quota.
export async function quotaUsage(deps: AppDeps, accountId: number): Promise<TChannelQuotaUsage[]> {
  // The quota period follows the main packet (a month from its start), the same for every channel.
  const { period } = await channelQuotaPeriod(deps.db, accountId, 'email');
  const usage = await messagingRepository.usage(deps.db, accountId, period);
  return Promise.all(
    CHANNELS.map(async (channel) => ({
      channel,
      used: usage.find((u) => u.channel === channel)?.used ?? 0,
      quota: await accountChannelQuota(deps.db, accountId, channel),
    })),
  );
}
