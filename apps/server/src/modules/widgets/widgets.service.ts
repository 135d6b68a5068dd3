import { randomBytes } from 'node:crypto';
import {
  type TAbVariant,
  HTTP_STATUS,
  type TPageMeta,
  type TWidget,
  type TWidgetInput,
  type TWidgetListItem,
  type TWidgetListQuery,
  type TWidgetStatus,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, notFound, validationError } from '../../platform/http/app-error';
import { findApplication } from '../applications';
import { couponPoolExists } from '../coupons';
import { segmentExists, staticSegmentIds } from '../segments';
import { assertFeature } from '../billing';
import { widgetsRepository, type TWidgetRow } from './widgets.repository';
import { forgetActiveWidgets } from './widget-config.service';

type Deps = Pick<AppDeps, 'db'>;

export function toWidget(row: TWidgetRow): TWidget {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    applicationId: row.applicationId,
    status: row.status,
    targeting: row.targeting,
    style: row.style,
    texts: row.texts,
    settings: row.settings,
    abTest: row.abTest ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as TWidget;
}

export async function findWidgetOr404(db: DbOrTx, accountId: number, id: number): Promise<TWidgetRow> {
  const row = await widgetsRepository.find(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

// Segment and campaign ids a widget refers to, each with the field the builder shows its error on.
function references(input: TWidgetInput): { segments: [string, number][]; campaigns: [string, number][] } {
  const segments: [string, number][] = [];
  const campaigns: [string, number][] = [];
  const t = input.targeting;
  t.memberSegmentIds.forEach((id, k) => segments.push([`targeting.memberSegmentIds.${k}`, id]));
  if (t.viewerSegmentId) segments.push(['targeting.viewerSegmentId', t.viewerSegmentId]);
  if (t.clickerSegmentId) segments.push(['targeting.clickerSegmentId', t.clickerSegmentId]);
  if (input.type === 'survey') {
    input.settings.answers.forEach(
      (a, k) => a.segmentId && segments.push([`settings.answers.${k}.segmentId`, a.segmentId]),
    );
    if (input.settings.otherSegmentId) segments.push(['settings.otherSegmentId', input.settings.otherSegmentId]);
  }
  if (input.type === 'wheel') {
    input.settings.sectors.forEach(
      (s, k) => s.couponCampaignId && campaigns.push([`settings.sectors.${k}.couponCampaignId`, s.couponCampaignId]),
    );
  }
  if (input.type === 'newsletter' && input.settings.couponCampaignId) {
    campaigns.push(['settings.couponCampaignId', input.settings.couponCampaignId]);
  }
  return { segments, campaigns };
}

// Every id must be the account's own: another account's segment, campaign or application is a field error.
async function assertReferences(db: DbOrTx, accountId: number, input: TWidgetInput): Promise<void> {
  const fields: Record<string, string[]> = {};
  const fail = (field: string, key: string) => (fields[field] = [key]);
  if (!(await findApplication(db, accountId, input.applicationId)))
    fail('applicationId', 'validation.widget_application');
  const refs = references(input);
  const statics = new Set(await staticSegmentIds(db, accountId, [...new Set(refs.segments.map(([, id]) => id))]));
  for (const [field, id] of refs.segments) {
    // Member targeting may use any segment; the segments a widget fills must be static.
    const isTarget = field.startsWith('targeting.memberSegmentIds');
    if (!isTarget && !statics.has(id)) fail(field, 'validation.widget_segment');
  }
  for (const [k, id] of input.targeting.memberSegmentIds.entries()) {
    if (!(await segmentExists(db, accountId, id)))
      fail(`targeting.memberSegmentIds.${k}`, 'validation.widget_target_segment');
  }
  for (const [field, id] of refs.campaigns) {
    if (!(await couponPoolExists(db, accountId, id))) fail(field, 'validation.widget_campaign');
  }
  const keys = [...new Set(Object.values(fields).flat())];
  if (keys.length > 0) {
    throw new AppError('validation', HTTP_STATUS.validation, keys[0] ?? 'errors.validation', {}, keys, fields);
  }
}

const newCode = (): string => `W${randomBytes(5).toString('hex').toUpperCase()}`;

const columns = (input: TWidgetInput) => ({
  applicationId: input.applicationId,
  type: input.type,
  name: input.name,
  targeting: input.targeting,
  style: input.style,
  texts: input.texts,
  settings: input.settings,
  abTest: input.abTest,
});

export async function createWidget(deps: Deps, accountId: number, input: TWidgetInput): Promise<TWidget> {
  await assertReferences(deps.db, accountId, input);
  const row = await widgetsRepository.insert(deps.db, accountId, { ...columns(input), code: newCode() });
  return toWidget(row);
}

export async function updateWidget(deps: Deps, accountId: number, id: number, input: TWidgetInput): Promise<TWidget> {
  const current = await findWidgetOr404(deps.db, accountId, id);
  // A widget keeps its type: its results (votes, spins, sign-ups) belong to that type.
  if (current.type !== input.type) {
    throw new AppError('widget_type_unsupported', HTTP_STATUS.validation, 'errors.widget_type_unsupported');
  }
  await assertReferences(deps.db, accountId, input);
  const row = await widgetsRepository.update(deps.db, accountId, id, columns(input));
  if (!row) throw notFound();
  forgetActiveWidgets(current.applicationId);
  forgetActiveWidgets(row.applicationId);
  return toWidget(row);
}

export async function getWidget(deps: Deps, accountId: number, id: number): Promise<TWidget> {
  return toWidget(await findWidgetOr404(deps.db, accountId, id));
}

export async function listWidgets(
  deps: Deps,
  accountId: number,
  q: TWidgetListQuery,
): Promise<{ data: TWidgetListItem[]; meta: TPageMeta }> {
  const { rows, total } = await widgetsRepository.list(deps.db, accountId, q);
  return {
    data: rows.map((r) => ({
      ...r,
      views: Number(r.views),
      conversions: Number(r.conversions),
      updatedAt: r.updatedAt.toISOString(),
    })),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

export async function setWidgetStatus(deps: Deps, accountId: number, id: number, status: TWidgetStatus) {
  if (status === 'active')
    await findWidgetOr404(deps.db, accountId, id).then(() => assertFeature(deps.db, accountId, 'widgets'));
  const row = await widgetsRepository.update(deps.db, accountId, id, { status });
  if (!row) throw notFound();
  forgetActiveWidgets(row.applicationId);
  return toWidget(row);
}

// Ends the A/B test with its winner: B's texts (per language it has) and colours become the widget's,
// or A stays as written. Interactions keep the variant they were recorded under.
export async function applyAbWinner(deps: Deps, accountId: number, id: number, variant: TAbVariant) {
  const current = await findWidgetOr404(deps.db, accountId, id);
  const ab = current.abTest;
  if (!ab) throw validationError('validation.ab_not_running', 'variant');
  const winner = variant === 'B' ? { texts: { ...current.texts, ...ab.texts }, style: ab.style ?? current.style } : {};
  const row = await widgetsRepository.update(deps.db, accountId, id, { ...winner, abTest: null });
  if (!row) throw notFound();
  forgetActiveWidgets(row.applicationId);
  return toWidget(row);
}

export async function deleteWidget(deps: Deps, accountId: number, id: number): Promise<void> {
  const row = await findWidgetOr404(deps.db, accountId, id);
  await widgetsRepository.delete(deps.db, accountId, id);
  forgetActiveWidgets(row.applicationId);
}
