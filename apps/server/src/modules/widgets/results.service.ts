import type { Readable } from 'node:stream';
import {
  AB_VARIANTS,
  type TAbVariant,
  type TWidgetVariantResult,
  type TPageMeta,
  type TPageQuery,
  type TSurveyVoter,
  type TWheelWinner,
  type TWidgetResults,
  type TWidgetResultsQuery,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { validationError } from '../../platform/http/app-error';
import { keysetCsv, revenueAfterTouches } from '../audience';
import { usedCouponCount } from '../coupons';
import { chanceBBeatsA } from './ab-test';
import { resultsRepository } from './results.repository';
import { findWidgetOr404 } from './widgets.service';

type Deps = Pick<AppDeps, 'db'>;
const DAY = 86_400_000;
const MAX_DAYS = 366;
const day = (d: Date) => d.toISOString().slice(0, 10);

// The last 30 days unless asked otherwise; at most a year.
function rangeOf(q: TWidgetResultsQuery): { from: string; to: string } {
  const to = q.to ?? day(new Date());
  const from = q.from ?? day(new Date(Date.parse(to) - 29 * DAY));
  if (from > to) throw validationError('logs.range_order', 'to');
  if ((Date.parse(to) - Date.parse(from)) / DAY >= MAX_DAYS) throw validationError('logs.range_too_long', 'from');
  return { from, to };
}

export async function widgetResults(
  deps: Deps,
  accountId: number,
  widgetId: number,
  q: TWidgetResultsQuery,
): Promise<TWidgetResults> {
  await findWidgetOr404(deps.db, accountId, widgetId);
  const range = rangeOf(q);
  const totals = await resultsRepository.totals(deps.db, accountId, widgetId, range);
  const attributed = await revenueAfterTouches(
    deps.db,
    accountId,
    resultsRepository.touches(accountId, widgetId),
    range,
  );
  return {
    views: totals?.views ?? 0,
    uniqueViewers: totals?.unique_viewers ?? 0,
    clicks: totals?.clicks ?? 0,
    closes: totals?.closes ?? 0,
    conversions: totals?.conversions ?? 0,
    couponsIssued: await resultsRepository.couponsIssued(deps.db, accountId, widgetId, range),
    couponsUsed: await usedCouponCount(deps.db, accountId, resultsRepository.couponIds(accountId, widgetId)),
    orders: attributed.orders,
    revenue: attributed.revenue,
    variants: await variantResults(deps, accountId, widgetId, range),
    perDay: await resultsRepository.perDay(deps.db, accountId, widgetId, range),
  };
}

// A and B side by side once B has been seen: conversion rate per unique viewer, attributed revenue and the
// chance each wins on conversion rate.
async function variantResults(
  deps: Deps,
  accountId: number,
  widgetId: number,
  range: { from: string; to: string },
): Promise<TWidgetVariantResult[]> {
  const rows = await resultsRepository.perVariant(deps.db, accountId, widgetId, range);
  if (!rows.some((r) => r.variant === 'B')) return [];
  const side = (variant: TAbVariant) => rows.find((r) => r.variant === variant);
  const stats = (variant: TAbVariant) => {
    const r = side(variant);
    return { viewers: r?.unique_viewers ?? 0, conversions: r?.conversions ?? 0 };
  };
  const chanceB = chanceBBeatsA(stats('A'), stats('B'));
  return Promise.all(
    AB_VARIANTS.map(async (variant) => {
      const r = side(variant);
      const { viewers, conversions } = stats(variant);
      const touches = resultsRepository.touches(accountId, widgetId, variant);
      const { revenue } = await revenueAfterTouches(deps.db, accountId, touches, range);
      return {
        variant,
        views: r?.views ?? 0,
        uniqueViewers: viewers,
        conversions,
        conversionRate: viewers === 0 ? 0 : Math.min(1, conversions / viewers),
        revenue,
        chanceToWin: chanceB === null ? null : variant === 'B' ? chanceB : 1 - chanceB,
      };
    }),
  );
}

export async function surveyVoters(
  deps: Deps,
  accountId: number,
  widgetId: number,
  q: TPageQuery,
): Promise<{ data: TSurveyVoter[]; meta: TPageMeta }> {
  await findWidgetOr404(deps.db, accountId, widgetId);
  const data = await resultsRepository.voters(deps.db, accountId, widgetId, 0, q.perPage, (q.page - 1) * q.perPage);
  const total = await resultsRepository.count(deps.db, 'survey_votes', accountId, widgetId);
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}

export async function wheelWinners(
  deps: Deps,
  accountId: number,
  widgetId: number,
  q: TPageQuery,
): Promise<{ data: TWheelWinner[]; meta: TPageMeta }> {
  await findWidgetOr404(deps.db, accountId, widgetId);
  const data = await resultsRepository.winners(deps.db, accountId, widgetId, 0, q.perPage, (q.page - 1) * q.perPage);
  const total = await resultsRepository.count(deps.db, 'wheel_spins', accountId, widgetId);
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}

// The results as CSV: a survey's voters, a wheel's winners, else the per-day figures.
export async function resultsCsv(
  deps: Deps,
  accountId: number,
  widgetId: number,
  q: TWidgetResultsQuery,
): Promise<Readable> {
  const widget = await findWidgetOr404(deps.db, accountId, widgetId);
  if (widget.type === 'survey') {
    return keysetCsv<TSurveyVoter, number>({
      header: ['name', 'surname', 'email', 'answer', 'date'],
      page: (after, limit) => resultsRepository.voters(deps.db, accountId, widgetId, after ?? 0, limit),
      cursor: (v) => v.id,
      cells: (v) => [v.name, v.surname, v.email, v.answer, v.createdAt],
    });
  }
  if (widget.type === 'wheel') {
    return keysetCsv<TWheelWinner, number>({
      header: ['email', 'phone', 'prize', 'coupon_code', 'date'],
      page: (after, limit) => resultsRepository.winners(deps.db, accountId, widgetId, after ?? 0, limit),
      cursor: (w) => w.id,
      cells: (w) => [w.email, w.phone, w.prize, w.couponCode, w.createdAt],
    });
  }
  const days = (await widgetResults(deps, accountId, widgetId, q)).perDay;
  return keysetCsv({
    header: ['day', 'views', 'clicks', 'conversions'],
    page: async (after: number | null) => (after === null ? days.map((d, k) => ({ ...d, k })) : []),
    cursor: (d) => d.k,
    cells: (d) => [d.day, d.views, d.clicks, d.conversions],
  });
}
