import {
  MESSAGE_CLASS_OF,
  type TChannel,
  type TDirectAudience,
  type TMessageContent,
  type TMessageSource,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { addJob } from '../../platform/jobs/add-job';
import { segmentExists, segmentMemberIdsQuery } from '../segments';
import { normalizeAddress } from './message-events.service';
import { sendPreflight } from './preflight.service';
import { isDeviceChannel, recipientsRepository, type TFanOutTarget } from './recipients.repository';
import { sendRunsRepository, type TSendRunRow } from './send-runs.repository';

// Recipients per send job (ARCHITECTURE: ≈ 500–1000 a job).
export const SEND_JOB_SIZE = 500;

// A fan-out this big has the partition analyzed at once, ahead of its send jobs (priority). Until then
// the planner has no statistics for the account's new rows (autovacuum's analyze came ~100 s later on a
// busy machine) and estimated them at one row, which made the send jobs' statements scan every message
// of the account instead of their own range. Analyzing samples at most 30,000 rows: ~0.1-0.5 s.
export const ANALYZE_AFTER_FAN_OUT = 5000;
export const ANALYZE_MESSAGES_JOB_NAME = 'messaging.analyze-messages';

export type TCreateRunInput = {
  accountId: number;
  channel: TChannel;
  sourceType: TMessageSource;
  sourceId?: number | null;
  content: TMessageContent;
  audience: TDirectAudience;
  // Default: the class of the source (MESSAGE_CLASS_OF).
  commercial?: boolean;
  createdByUserId?: number | null;
};

export function currentRunMonth(now = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

// Creates a run and fans it out inside the caller's transaction: message rows and their send jobs
// commit together with the trigger, or not at all.
export async function createSendRun(tx: DbOrTx, input: TCreateRunInput): Promise<TSendRunRow & { inserted: number }> {
  const runMonth = currentRunMonth();
  const run = await sendRunsRepository.insert(tx, {
    accountId: input.accountId,
    channel: input.channel,
    sourceType: input.sourceType,
    sourceId: input.sourceId ?? null,
    runMonth,
    content: input.content,
    audience: input.audience,
    commercial: (input.commercial ?? MESSAGE_CLASS_OF[input.sourceType] === 'commercial') ? 1 : 0,
    createdByUserId: input.createdByUserId ?? null,
  });
  const target: TFanOutTarget = {
    accountId: input.accountId,
    runId: run.id,
    runMonth,
    channel: input.channel,
    sourceType: input.sourceType,
    batchSize: SEND_JOB_SIZE,
  };
  const audience = input.audience;
  let inserted = 0;
  if (isDeviceChannel(input.channel)) {
    inserted = await fanOutDevices(tx, target, input);
  } else if (audience.kind === 'members') {
    inserted = (await recipientsRepository.fanOutMembers(tx, target, audience.memberIds)).inserted;
    // A fresh run inserts every listed member of the account: fewer means an id of another account.
    if (inserted < new Set(audience.memberIds).size) throw notFound();
  } else if (audience.kind === 'segment') {
    if (!(await segmentExists(tx, input.accountId, audience.segmentId))) throw notFound();
    const members = segmentMemberIdsQuery(input.accountId, audience.segmentId);
    inserted = (await recipientsRepository.fanOutMemberQuery(tx, target, members)).inserted;
  } else if (audience.kind === 'all') {
    inserted = (await recipientsRepository.fanOutMembers(tx, target, null)).inserted;
  } else {
    const addresses = [...new Set(audience.addresses.map((a) => normalizeAddress(input.channel, a)))];
    inserted = (await recipientsRepository.fanOutAddresses(tx, target, addresses, input.content.defaultLanguage))
      .inserted;
  }
  await sendRunsRepository.setTotal(tx, input.accountId, run.id, inserted);
  if (inserted >= ANALYZE_AFTER_FAN_OUT) {
    await addJob(tx, ANALYZE_MESSAGES_JOB_NAME, { runMonth }, { jobKey: `analyze-messages:${runMonth}`, priority: -1 });
  }
  return { ...run, total: inserted, inserted };
}

// Push: the devices of the chosen members (a member without a device gets nothing, not an error).
async function fanOutDevices(tx: DbOrTx, target: TFanOutTarget, input: TCreateRunInput): Promise<number> {
  const { audience } = input;
  const language = input.content.defaultLanguage;
  if (audience.kind === 'members') {
    const ids = [...new Set(audience.memberIds)];
    if ((await recipientsRepository.countMembers(tx, input.accountId, ids)) < ids.length) throw notFound();
    return (await recipientsRepository.fanOutDevices(tx, target, { memberIds: ids }, language)).inserted;
  }
  if (audience.kind === 'segment') {
    if (!(await segmentExists(tx, input.accountId, audience.segmentId))) throw notFound();
    const memberQuery = segmentMemberIdsQuery(input.accountId, audience.segmentId);
    return (await recipientsRepository.fanOutDevices(tx, target, { memberQuery }, language)).inserted;
  }
  if (audience.kind === 'all') return (await recipientsRepository.fanOutDevices(tx, target, {}, language)).inserted;
  const addresses = [...new Set(audience.addresses.map((a) => a.trim()))];
  return (await recipientsRepository.fanOutDevices(tx, target, { addresses }, language)).inserted;
}

export async function directSend(
  deps: AppDeps,
  accountId: number,
  userId: number,
  channel: TChannel,
  input: { content: TMessageContent; audience: TDirectAudience },
): Promise<{ runId: number; total: number }> {
  // Refused before anything is queued when nothing could go out (settings, quota, recipients).
  await sendPreflight(deps, accountId, channel, input.audience);
  const run = await deps.db.transaction((tx) =>
    createSendRun(tx, {
      accountId,
      channel,
      sourceType: 'direct',
      content: input.content,
      audience: input.audience,
      commercial: true,
      createdByUserId: userId,
    }),
  );
  return { runId: run.id, total: run.inserted };
}
