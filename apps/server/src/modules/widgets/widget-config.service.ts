import { createHash } from 'node:crypto';
import {
  FREQUENCY_MS,
  type TAbVariant,
  type TPublicWidgetSettings,
  type TWidgetConfig,
  type TWidgetText,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { ttlCache } from '../../platform/cache';
import { dayIn, localParts } from '../../platform/zoned-time';
import { deviceMemberIdQuery, recentlyViewedProducts, type TViewedProduct } from '../audience';
import { pushKeysRepository } from '../applications';
import { accountTimezone } from '../accounts';
import { memberSegmentIdsQuery } from '../segments';
import { authenticateSdk } from '../tracking';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { widgetsRepository, type TDisplayRow, type TWidgetRow } from './widgets.repository';
import { widgetToken } from './widget-signing';
import { abVariant } from './ab-test';

type Deps = Pick<AppDeps, 'db' | 'pool' | 'secretBox'>;
export type TConfigApp = { id: number; accountId: number };

// An application's active widgets compiled for the hot path of every shop page view: sorted by priority,
// the public parts that do not depend on the visitor serialised once per variant and language, and what
// the visitor's state query needs. Kept per (SDK token, origin), so a hit also skips the token and origin
// check. A change in the builder bumps the application's generation: entries of an older generation are
// dropped on their next read on this replica. Other replicas cannot see that bump without a shared read
// per request (the very query this cache saves), so an entry also lives at most COMPILED_TTL_MS: a widget
// edit reaches every replica within 5 s, which a marketing pop-up can live with.
const COMPILED_TTL_MS = 5_000;
type TCompiledWidget = {
  row: TWidgetRow;
  // `"type":…,"priority":…` up to the settings, by `${variant}|${language base}`.
  bodies: Map<string, string>;
  settingsJson: string;
  // The web push ask only once the application has keys: decided at compile time.
  needsExtras: boolean;
};
export type TCompiledConfig = {
  app: TConfigApp;
  generation: number;
  widgets: TCompiledWidget[];
  segmentIds: number[];
  // The account's time zone: the widgets' dates and days of the week are on its clock.
  timezone: string;
  // The visitor state query, built once: only the device id changes per page view.
  stateQuery: TStateQuery;
};
const compiledCache = ttlCache<string, TCompiledConfig>({ max: 20_000, ttlMs: COMPILED_TTL_MS });
const generations = new Map<number, number>();

export function forgetActiveWidgets(applicationId: number): void {
  generations.set(applicationId, (generations.get(applicationId) ?? 0) + 1);
}

async function compile(deps: Deps, app: TConfigApp, generation: number): Promise<TCompiledConfig> {
  const rows = await widgetsRepository.activeFor(deps.db, app.accountId, app.id);
  const pushReady = rows.some((r) => r.type === 'web_push')
    ? Boolean((await pushKeysRepository(deps.db).find(app.accountId, app.id))?.webPushPrivateKeySealed)
    : false;
  const widgets = rows
    .filter((r) => r.type !== 'web_push' || pushReady)
    .sort((a, b) => b.targeting.priority - a.targeting.priority || a.id - b.id)
    .map((row) => ({
      row,
      bodies: new Map<string, string>(),
      settingsJson: JSON.stringify(publicSettings(row)),
      needsExtras: row.type === 'product_view_remember',
    }));
  const segmentIds = [...new Set(rows.flatMap((r) => r.targeting.memberSegmentIds))];
  const timezone = await accountTimezone(deps.db, app.accountId);
  const stateQuery = visitorStateQuery(
    app,
    widgets.map((w) => w.row.id),
    segmentIds,
  );
  return { app, generation, widgets, segmentIds, timezone, stateQuery };
}

// The compiled configuration an SDK token asks for from an origin (404 / 403 as authenticateSdk).
export async function compiledConfig(
  deps: Deps,
  token: string,
  origin: string | undefined,
  onCompile?: (app: TConfigApp) => Promise<void>,
): Promise<TCompiledConfig> {
  const key = `${token}\n${origin ?? ''}`;
  const hit = compiledCache.get(key);
  if (hit && hit.generation === (generations.get(hit.app.id) ?? 0)) return hit;
  const application = await authenticateSdk(deps, token, origin);
  const app = { id: application.id, accountId: application.accountId };
  await onCompile?.(app);
  const compiled = await compile(deps, app, generations.get(app.id) ?? 0);
  compiledCache.set(key, compiled);
  return compiled;
}

// The shop's day and weekday per zone, formatted once a minute rather than per widget and request.
const todays = new Map<string, { minute: number; day: string; weekday: number }>();
export function shopToday(now: Date, timezone: string): { day: string; weekday: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  let today = todays.get(timezone);
  if (today?.minute !== minute) {
    const at = new Date(minute * 60_000);
    today = { minute, day: dayIn(timezone, at), weekday: localParts(at, timezone).weekday };
    todays.set(timezone, today);
  }
  return today;
}

// Days of the week and the date range, in the shop's (account's) time zone.
export function scheduledNow(row: TWidgetRow, now: Date, timezone: string): boolean {
  const t = row.targeting;
  const { day, weekday } = shopToday(now, timezone);
  if (t.startDate && day < t.startDate) return false;
  if (t.endDate && day > t.endDate) return false;
  return t.days.length === 0 || t.days.includes(weekday);
}

// SPEC §9 frequency against what the server saw for this device and member; a conversion hides it for good.
export function frequencyAllows(row: TWidgetRow, seen: TDisplayRow[], now: Date): boolean {
  if (seen.some((s) => s.convertedAt)) return false;
  const wait = FREQUENCY_MS[row.targeting.frequency];
  if (wait === 0) return true;
  const last = Math.max(0, ...seen.map((s) => s.lastViewAt?.getTime() ?? 0));
  if (last === 0) return true;
  return wait !== null && now.getTime() - last >= wait;
}

// The member's language if the texts have it, else the page's, else Turkish, else the first written.
function textFor(row: TWidgetRow, lang: string | undefined, variant: TAbVariant): TWidgetText {
  const texts = { ...row.texts, ...(variant === 'B' ? row.abTest?.texts : {}) } as Record<
    string,
    TWidgetText | undefined
  >;
  const base = lang?.toLowerCase().slice(0, 2);
  const text = (base && texts[base]) || texts.tr || Object.values(texts).find(Boolean);
  if (!text) throw new Error(`widget ${row.id} has no texts`);
  return text;
}

// A return visit: views older than this belong to an earlier visit.
const VISIT_GAP_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

function priceText(product: TViewedProduct, lang: string | undefined): string | null {
  if (product.price === null) return null;
  const locale = lang?.toLowerCase().startsWith('en') ? 'en-GB' : 'tr-TR';
  const currency = product.currency === 'TL' ? 'TRY' : product.currency;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(product.price);
  } catch {
    return `${product.price.toFixed(2)} ${product.currency}`;
  }
}

// What a widget needs that depends on the visitor: the product view reminder's products from an
// earlier visit (null: nothing to remind of, the widget stays out).
async function visitorExtras(
  deps: Deps,
  app: TConfigApp,
  row: TWidgetRow,
  req: TWidgetConfigRequest,
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (row.type !== 'product_view_remember') return {};
  const s = row.settings as { maxProducts: number; lookbackDays: number };
  const products = await recentlyViewedProducts(deps.db, app.accountId, app.id, req.deviceId, {
    since: new Date(now.getTime() - s.lookbackDays * DAY_MS),
    before: new Date(now.getTime() - VISIT_GAP_MS),
    limit: s.maxProducts,
  });
  const shown = products.filter((p) => p.url);
  if (shown.length === 0) return null;
  return {
    products: shown.map((p) => ({
      code: p.code,
      title: p.title,
      url: p.url,
      image: p.image,
      price: priceText(p, req.lang),
    })),
  };
}

// Nothing of value leaves the server: no win percentages, no campaign or segment ids.
function publicSettings(row: TWidgetRow): TPublicWidgetSettings {
  const s = row.settings;
  switch (row.type) {
    case 'wheel': {
      const w = s as { collect: 'email' | 'phone'; sectors: { name: string; color: string; textColor: string }[] };
      return {
        type: 'wheel',
        collect: w.collect,
        sectors: w.sectors.map((x) => ({ name: x.name, color: x.color, textColor: x.textColor })),
      };
    }
    case 'survey': {
      const v = s as { answers: { text: string }[]; otherOption: boolean };
      return { type: 'survey', answers: v.answers.map((a) => a.text), otherOption: v.otherOption };
    }
    case 'newsletter':
      return { type: 'newsletter', channel: (s as { channel: 'email' | 'phone' }).channel };
    case 'web_push':
      return { type: 'web_push' };
    default:
      return { ...(s as Record<string, unknown>), type: row.type };
  }
}

export type TWidgetConfigRequest = { deviceId: string; lang?: string };

// What the server knows of this visitor, in ONE query: the device's member, the frequency state of the
// device and the member for the application's widgets, and which of the widgets' segments the member is in.
type TVisitorState = { memberId: number | null; seen: TDisplayRow[]; segmentIds: Set<number> };

type TStateQuery = { name: string; text: string; params: unknown[] };
const DEVICE = sql.placeholder('device');

// The visitor state of any device for an application's widgets, as a named prepared statement (one per
// shape: with or without segments): PostgreSQL parses and plans it once per connection, and nothing is
// rebuilt per page view but its parameters.
function visitorStateQuery(app: TConfigApp, widgetIds: number[], segmentIds: number[]): TStateQuery {
  const { accountId, id: applicationId } = app;
  const member = deviceMemberIdQuery(accountId, applicationId, DEVICE);
  const segments =
    segmentIds.length > 0
      ? sql`(select coalesce(array_agg(s.segment_id), '{}') from (${memberSegmentIdsQuery(accountId, sql`select member_id from m`, segmentIds)}) s)`
      : sql`'{}'::bigint[]`;
  const query = dialect.sqlToQuery(sql`
    with m as (${member})
    select (select member_id from m) as member_id, ${segments} as segment_ids,
      (select json_agg(json_build_array(d.widget_id, d.last_view_at, d.converted_at)) from widget_displays d
        where d.account_id = ${accountId} and d.widget_id = any(${idList(widgetIds)})
          and d.subject = any(array['d:' || ${DEVICE}::text, 'm:' || (select member_id from m)])) as seen`);
  return {
    name: segmentIds.length > 0 ? 'widgets_visitor_state_segments' : 'widgets_visitor_state',
    text: query.sql,
    params: query.params,
  };
}

async function visitorState(deps: Deps, compiled: TCompiledConfig, deviceId: string): Promise<TVisitorState> {
  const { name, text, params } = compiled.stateQuery;
  const r = await deps.pool.query<{ member_id: string | null; seen: TSeenJson[] | null; segment_ids: string[] }>({
    name,
    text,
    values: fillPlaceholders(params, { device: deviceId }),
  });
  const row = r.rows[0];
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return {
    memberId: row?.member_id == null ? null : Number(row.member_id),
    seen: (row?.seen ?? []).map(([widgetId, lastViewAt, convertedAt]) => ({
      widgetId: Number(widgetId),
      subject: '',
      lastViewAt: date(lastViewAt),
      convertedAt: date(convertedAt),
    })),
    segmentIds: new Set((row?.segment_ids ?? []).map(Number)),
  };
}
type TSeenJson = [number, string | null, string | null];
const dialect = new PgDialect();
const idList = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;

// `"id":…,"type":…` through `"text":…` of a widget for one variant and page language: built once.
function staticPart(w: TCompiledWidget, variant: TAbVariant, lang: string | undefined): string {
  const key = `${variant}|${lang?.toLowerCase().slice(0, 2) ?? ''}`;
  let part = w.bodies.get(key);
  if (part === undefined) {
    const row = w.row;
    const t = row.targeting;
    part = JSON.stringify({
      id: row.id,
      type: row.type,
      priority: t.priority,
      device: t.device,
      urlRules: t.urlRules,
      trigger: t.trigger,
      frequencyMs: FREQUENCY_MS[t.frequency],
      style: variant === 'B' ? (row.abTest?.style ?? row.style) : row.style,
      text: textFor(row, lang, variant),
    }).slice(1, -1);
    w.bodies.set(key, part);
  }
  return part;
}

const EMPTY_BODY = JSON.stringify({ data: { widgets: [] } satisfies TWidgetConfig });
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const EMPTY = { body: EMPTY_BODY, etag: etagOf(EMPTY_BODY) };

// One page view's widgets for one device: active, in schedule, for this kind of visitor and their
// segments, within frequency. Page, device kind and trigger rules travel along for the script to apply.
// The answer is the serialised body (`{"data":{"widgets":[…]}}`) and its ETag.
export async function widgetConfig(
  deps: Deps,
  compiled: TCompiledConfig,
  req: TWidgetConfigRequest,
  now = new Date(),
): Promise<{ body: string; etag: string }> {
  const scheduled = compiled.widgets.filter((w) => scheduledNow(w.row, now, compiled.timezone));
  if (scheduled.length === 0) return EMPTY;
  const state = await visitorState(deps, compiled, req.deviceId);
  const member = state.memberId;
  const parts: string[] = [];
  for (const w of scheduled) {
    const t = w.row.targeting;
    if (t.displayType === 'member' && member === null) continue;
    if (t.displayType === 'non_member' && member !== null) continue;
    if (t.memberSegmentIds.length > 0 && !t.memberSegmentIds.some((id) => state.segmentIds.has(id))) continue;
    const seen = state.seen.filter((s) => s.widgetId === w.row.id);
    if (!frequencyAllows(w.row, seen, now)) continue;
    let settings = w.settingsJson;
    if (w.needsExtras) {
      const extras = await visitorExtras(deps, compiled.app, w.row, req, now);
      if (!extras) continue;
      settings = JSON.stringify({ ...publicSettings(w.row), ...extras });
    }
    const token = await widgetToken(deps, compiled.app.accountId, w.row.id, req.deviceId);
    const part = staticPart(w, abVariant(w.row, req.deviceId), req.lang);
    parts.push(`{${part},"token":${JSON.stringify(token)},"settings":${settings}}`);
  }
  if (parts.length === 0) return EMPTY;
  const body = `{"data":{"widgets":[${parts.join(',')}]}}`;
  return { body, etag: etagOf(body) };
}
