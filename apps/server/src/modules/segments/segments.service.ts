import { sql } from 'drizzle-orm';
import {
  HTTP_STATUS,
  SEGMENT_SAMPLE_SIZE,
  criterionCount,
  type TPageMeta,
  type TSegment,
  type TSegmentCriteria,
  type TSegmentInput,
  type TSegmentListQuery,
  type TSegmentPreview,
  type TSegmentPreviewInput,
  type TSegmentRefresh,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { AUDIENCE_RELATIONS } from '../audience';
import { accountTimezone } from '../accounts';
import { findApplication } from '../applications';
import { compileCriteria, referencedSegments } from './criteria-compiler';
import { useEvaluationMemory } from './evaluation-memory';
import { enqueueRefresh } from './member-changed';
import { refreshSegment } from './refresh.service';
import { segmentsRepository, type TSegmentRow } from './segments.repository';

type Deps = Pick<AppDeps, 'db'>;
const PREVIEW_TIMEOUT = '15s';

export const toSegment = (r: TSegmentRow): TSegment => ({
  id: r.id,
  name: r.name,
  applicationId: r.applicationId,
  kind: r.kind,
  status: r.status,
  platform: r.platform,
  criteria: r.criteria,
  periodic: r.periodic,
  periodMinutes: r.periodMinutes,
  memberCount: r.memberCount,
  deviceCount: r.deviceCount,
  lastRunAt: r.lastRunAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function findSegmentOr404(db: DbOrTx, accountId: number, id: number): Promise<TSegmentRow> {
  const row = await segmentsRepository(db).find(accountId, id);
  if (!row) throw notFound();
  return row;
}

// SPEC §5: a dynamic segment needs at least one criterion; referenced segments must be the
// account's own and not the segment itself.
async function assertCriteria(db: DbOrTx, accountId: number, criteria: TSegmentCriteria | null, selfId: number | null) {
  if (!criteria || criterionCount(criteria) === 0) throw validationError('validation.segment_criteria_required');
  const refs = [...new Set(referencedSegments(criteria))];
  if (selfId !== null && refs.includes(selfId)) throw validationError('validation.segment_reference');
  const found = await segmentsRepository(db).existing(accountId, refs);
  if (found.length !== refs.length) throw validationError('validation.segment_reference');
}

async function assertInput(db: DbOrTx, accountId: number, input: TSegmentInput, selfId: number | null) {
  if (!(await findApplication(db, accountId, input.applicationId)))
    throw new AppError('application_not_found', HTTP_STATUS.notFound);
  if (input.kind === 'dynamic') await assertCriteria(db, accountId, input.criteria, selfId);
}

export async function listSegments(
  deps: Deps,
  accountId: number,
  q: TSegmentListQuery,
): Promise<{ data: TSegment[]; meta: TPageMeta }> {
  const { rows, total } = await segmentsRepository(deps.db).list(accountId, q);
  return { data: rows.map(toSegment), meta: { page: q.page, perPage: q.perPage, total } };
}

export async function getSegment(deps: Deps, accountId: number, id: number): Promise<TSegment> {
  return toSegment(await findSegmentOr404(deps.db, accountId, id));
}

export async function createSegment(deps: Deps, accountId: number, input: TSegmentInput): Promise<TSegment> {
  return deps.db.transaction(async (tx) => {
    await assertInput(tx, accountId, input, null);
    const row = await segmentsRepository(tx).create(accountId, {
      ...input,
      criteria: input.kind === 'dynamic' ? input.criteria : null,
    });
    if (row.kind === 'dynamic') await enqueueRefresh(tx, accountId, row.id);
    return toSegment(row);
  });
}

export async function updateSegment(deps: Deps, accountId: number, id: number, input: TSegmentInput) {
  return deps.db.transaction(async (tx) => {
    await findSegmentOr404(tx, accountId, id);
    await assertInput(tx, accountId, input, id);
    const row = await segmentsRepository(tx).update(accountId, id, {
      ...input,
      criteria: input.kind === 'dynamic' ? input.criteria : null,
    });
    if (!row) throw notFound();
    if (row.kind === 'dynamic') await enqueueRefresh(tx, accountId, row.id);
    return toSegment(row);
  });
}

export async function deleteSegment(deps: Deps, accountId: number, id: number): Promise<void> {
  if (!(await segmentsRepository(deps.db).remove(accountId, id))) throw notFound();
}

// Passive stops the periodic and member-change refresh; hand, API and action edits still work.
export async function setSegmentStatus(deps: Deps, accountId: number, id: number, status: 'active' | 'passive') {
  return deps.db.transaction(async (tx) => {
    const row = await segmentsRepository(tx).update(accountId, id, { status });
    if (!row) throw notFound();
    if (status === 'active' && row.kind === 'dynamic') await enqueueRefresh(tx, accountId, id);
    return toSegment(row);
  });
}

// "Refresh now": runs at once so the screen shows the result (a big segment takes seconds).
export async function refreshSegmentNow(deps: Deps, accountId: number, id: number): Promise<TSegmentRefresh> {
  const segment = await findSegmentOr404(deps.db, accountId, id);
  if (segment.kind !== 'dynamic') throw new AppError('noop', HTTP_STATUS.noop);
  const result = await refreshSegment(deps.db, accountId, id);
  if (!result) throw notFound();
  return result;
}

// The live count of the builder: how many members the criteria select and a few of them.
export async function previewSegment(
  deps: Deps,
  accountId: number,
  input: TSegmentPreviewInput,
  now = new Date(),
): Promise<TSegmentPreview> {
  if (input.applicationId !== null && !(await findApplication(deps.db, accountId, input.applicationId)))
    throw new AppError('application_not_found', HTTP_STATUS.notFound);
  await assertCriteria(deps.db, accountId, input.criteria, input.segmentId);
  const timezone = await accountTimezone(deps.db, accountId);
  const query = compileCriteria(input.criteria, { accountId, now, timezone, applicationId: input.applicationId });
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${PREVIEW_TIMEOUT}, true)`);
    await useEvaluationMemory(tx);
    const counted = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) q`);
    const sample = await tx.execute<TSegmentPreview['sample'][number]>(sql`
      select m.id, m.name, m.surname, m.email from ${AUDIENCE_RELATIONS.members} m
      where m.account_id = ${accountId} and m.id in (select q.member_id from (${query}) q order by q.member_id desc limit ${SEGMENT_SAMPLE_SIZE})
      order by m.id desc`);
    return { count: Number(counted.rows[0]?.n ?? 0), sample: sample.rows.map((r) => ({ ...r, id: Number(r.id) })) };
  });
}
