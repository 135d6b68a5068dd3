import { HTTP_STATUS, type TSegmentAction, type TSegmentActionInput } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { tagMemberSet, untagMemberSet } from '../audience';
import { mediaFileInfo, readMediaFile, writeMediaFile } from '../media';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { addJob } from '../../platform/jobs/add-job';
import { ACTION_JOB, enqueueRefresh } from './member-changed';
import { membershipRepository } from './membership.repository';
import { segmentActionsRepository, type TSegmentActionRow } from './segment-actions.repository';
import { segmentMembersCsv } from './segment-export';
import { segmentMemberIdsQuery } from './segment-members.query';
import { segmentsRepository } from './segments.repository';

type Deps = Pick<AppDeps, 'db'>;
const LIST_LIMIT = 50;

export const toSegmentAction = (r: TSegmentActionRow): TSegmentAction => ({
  id: r.id,
  segmentId: r.segmentId,
  applicationId: r.applicationId,
  kind: r.kind,
  params: r.params,
  status: r.status,
  total: r.total,
  processed: r.processed,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

// A segment action is queued with its report row in one transaction; the job fills the report.
export async function createSegmentAction(
  deps: Deps,
  accountId: number,
  segmentId: number,
  input: TSegmentActionInput,
): Promise<TSegmentAction> {
  return deps.db.transaction(async (tx) => {
    const segments = segmentsRepository(tx);
    const segment = await segments.find(accountId, segmentId);
    if (!segment) throw notFound();
    if (input.kind === 'move') {
      const target = await segments.find(accountId, input.targetSegmentId);
      if (!target) throw notFound();
      if (target.id === segment.id || target.kind !== 'empty') throw validationError('validation.segment_move_target');
    }
    const { kind, ...params } = input;
    const row = await segmentActionsRepository(tx).create(accountId, {
      segmentId,
      applicationId: segment.applicationId,
      kind,
      params,
      total: segment.memberCount,
    });
    await addJob(tx, ACTION_JOB, { accountId, actionId: row.id });
    return toSegmentAction(row);
  });
}

export async function listSegmentActions(deps: Deps, accountId: number, segmentId: number) {
  if (!(await segmentsRepository(deps.db).find(accountId, segmentId))) throw notFound();
  return (await segmentActionsRepository(deps.db).listOfSegment(accountId, segmentId, LIST_LIMIT)).map(toSegmentAction);
}

// The report screen's URL carries the application id too; both must match the account's action.
export async function getSegmentAction(deps: Deps, accountId: number, actionId: number, applicationId?: number) {
  const row = await segmentActionsRepository(deps.db).find(accountId, actionId);
  if (!row || (applicationId !== undefined && row.applicationId !== applicationId)) throw notFound();
  return toSegmentAction(row);
}

// The export's CSV, read from the media store (whichever replica wrote it).
export async function actionExportFile(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: number,
  actionId: number,
): Promise<{ sizeBytes: number; body: AsyncIterable<Buffer> }> {
  const row = await segmentActionsRepository(deps.db).find(accountId, actionId);
  if (!row) throw notFound();
  if (row.kind !== 'export' || row.status !== 'success' || row.fileId === null)
    throw new AppError('noop', HTTP_STATUS.noop);
  const info = await mediaFileInfo(deps, accountId, row.fileId);
  if (!info) throw new AppError('noop', HTTP_STATUS.noop);
  return { sizeBytes: info.sizeBytes, body: readMediaFile(deps, accountId, row.fileId) };
}

type TPerformed = { processed: number; fileId: number | null };

async function perform(deps: Pick<AppDeps, 'db' | 'config'>, row: TSegmentActionRow): Promise<TPerformed> {
  const { accountId, segmentId } = row;
  if (segmentId === null) throw new Error('segment deleted');
  const params = row.params as { tag?: string; value?: string | null; targetSegmentId?: number };
  const now = new Date();
  switch (row.kind) {
    case 'add_tag':
    case 'remove_tag':
      return deps.db.transaction(async (tx) => {
        const members = segmentMemberIdsQuery(accountId, segmentId);
        const n =
          row.kind === 'add_tag'
            ? await tagMemberSet(tx, accountId, members, params.tag ?? '', params.value ?? null)
            : await untagMemberSet(tx, accountId, members, params.tag ?? '');
        // Tags feed other dynamic segments: refresh them set-based rather than per member.
        for (const s of await segmentsRepository(tx).activeDynamic(accountId))
          await enqueueRefresh(tx, accountId, s.id);
        return { processed: n, fileId: null };
      });
    case 'move':
      return deps.db.transaction(async (tx) => {
        const targetId = params.targetSegmentId ?? 0;
        const source = await segmentsRepository(tx).lock(accountId, segmentId);
        const target = await segmentsRepository(tx).lock(accountId, targetId);
        if (!source || !target) throw new Error('segment deleted');
        const membership = membershipRepository(tx);
        const moved = await membership.add(accountId, targetId, segmentMemberIdsQuery(accountId, segmentId), now);
        // A dynamic source would take its members back at the next refresh: only empty ones give them up.
        if (source.kind === 'empty')
          await membership.remove(accountId, segmentId, segmentMemberIdsQuery(accountId, segmentId), now);
        await membership.recount(accountId, targetId, now, false);
        await membership.recount(accountId, segmentId, now, false);
        return { processed: moved, fileId: null };
      });
    case 'export': {
      let lines = -1;
      const csv = segmentMembersCsv(deps.db, accountId, segmentId) as AsyncIterable<string | Buffer>;
      async function* counted(): AsyncGenerator<Buffer> {
        for await (const chunk of csv) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
          yield bytes;
        }
      }
      const file = await writeMediaFile(deps, accountId, 'text/csv', counted());
      return { processed: lines, fileId: file.id };
    }
  }
}

// The job: idempotent per action (a finished action is left alone).
export async function runSegmentAction(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger'>,
  accountId: number,
  actionId: number,
) {
  const actions = segmentActionsRepository(deps.db);
  const row = await actions.find(accountId, actionId);
  if (!row || row.status === 'success' || row.status === 'failed') return;
  await actions.mark(accountId, actionId, 'running');
  try {
    const { processed, fileId } = await perform(deps, row);
    await actions.mark(accountId, actionId, 'success', { processed, fileId });
  } catch (error) {
    deps.logger.warn({ err: error, actionId }, 'segment action failed');
    await actions.mark(accountId, actionId, 'failed', { error: error instanceof Error ? error.message : 'failed' });
  }
}
