import { createHash } from 'node:crypto';
import {
  FREQUENCY_MS,
  type TAbVariant,
  type TPublicWidget,
  type TPublicWidgetSettings,
  type TWidgetConfig,
  type TWidgetText,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { ttlCache } from '../../platform/cache';
import { deviceMemberId, recentlyViewedProducts, type TViewedProduct } from '../audience';
import { pushKeysRepository } from '../applications';
import { DEFAULT_TIMEZONE } from '../campaigns';
import { memberInAnySegment } from '../segments';
import { widgetsRepository, type TDisplayRow, type TWidgetRow } from './widgets.repository';
import { widgetToken } from './widget-signing';
import { abVariant } from './ab-test';

type Deps = Pick<AppDeps, 'db' | 'secretBox'>;
export type TConfigApp = { id: number; accountId: number };

// The active widgets of an application, cached briefly: the hot path of every shop page view.
// A change in the builder drops the entry at once on this replica, within ACTIVE_TTL_MS on others.
const ACTIVE_TTL_MS = 5_000;
const activeCache = ttlCache<number, TWidgetRow[]>({ max: 20_000, ttlMs: ACTIVE_TTL_MS });

async function activeWidgets(deps: Deps, app: TConfigApp): Promise<TWidgetRow[]> {
  const hit = activeCache.get(app.id);
  if (hit) return hit;
  const rows = await widgetsRepository.activeFor(deps.db, app.accountId, app.id);
  activeCache.set(app.id, rows);
  return rows;
}

export function forgetActiveWidgets(applicationId: number): void {
  activeCache.delete(applicationId);
}

const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE, dateStyle: 'short' });
const localWeekday = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIMEZONE, weekday: 'short' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Days of the week and the date range, in the shop's time zone.
export function scheduledNow(row: TWidgetRow, now: Date): boolean {
  const t = row.targeting;
  const day = localDay.format(now);
  if (t.startDate && day < t.startDate) return false;
  if (t.endDate && day > t.endDate) return false;
  const weekday = WEEKDAYS.indexOf(localWeekday.format(now)) + 1;
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
// earlier visit (null: nothing to remind of, the widget stays out), the push ask only once keys exist.
async function visitorExtras(
  deps: Deps,
  app: TConfigApp,
  row: TWidgetRow,
  req: TWidgetConfigRequest,
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (row.type === 'web_push') {
    const keys = await pushKeysRepository(deps.db).find(app.accountId, app.id);
    return keys?.webPushPrivateKeySealed ? {} : null;
  }
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

// One page view's widgets for one device: active, in schedule, for this kind of visitor and their
// segments, within frequency. Page, device kind and trigger rules travel along for the script to apply.
export async function widgetConfig(
  deps: Deps,
  app: TConfigApp,
  req: TWidgetConfigRequest,
  now = new Date(),
): Promise<{ config: TWidgetConfig; etag: string }> {
  const scheduled = (await activeWidgets(deps, app)).filter((w) => scheduledNow(w, now));
  let widgets: TPublicWidget[] = [];
  if (scheduled.length > 0) {
    const memberId = await deviceMemberId(deps.db, app.accountId, app.id, req.deviceId);
    const member = memberId === null ? null : { id: memberId };
    const subjects = [`d:${req.deviceId}`, ...(member ? [`m:${member.id}`] : [])];
    const seen = await widgetsRepository.displays(
      deps.db,
      app.accountId,
      scheduled.map((w) => w.id),
      subjects,
    );
    const shown: { row: TWidgetRow; extras: Record<string, unknown> }[] = [];
    for (const w of scheduled) {
      const t = w.targeting;
      if (t.displayType === 'member' && !member) continue;
      if (t.displayType === 'non_member' && member) continue;
      if (t.memberSegmentIds.length > 0) {
        if (!member || !(await memberInAnySegment(deps.db, app.accountId, member.id, t.memberSegmentIds))) continue;
      }
      if (
        !frequencyAllows(
          w,
          seen.filter((s) => s.widgetId === w.id),
          now,
        )
      )
        continue;
      const extras = await visitorExtras(deps, app, w, req, now);
      if (extras) shown.push({ row: w, extras });
    }
    const variantOf = (w: TWidgetRow) => abVariant(w, req.deviceId);
    widgets = await Promise.all(
      shown
        .sort((a, b) => b.row.targeting.priority - a.row.targeting.priority || a.row.id - b.row.id)
        .map(async ({ row: w, extras }) => ({
          id: w.id,
          type: w.type,
          token: await widgetToken(deps, app.accountId, w.id, req.deviceId),
          priority: w.targeting.priority,
          device: w.targeting.device,
          urlRules: w.targeting.urlRules,
          trigger: w.targeting.trigger,
          frequencyMs: FREQUENCY_MS[w.targeting.frequency],
          style: variantOf(w) === 'B' ? (w.abTest?.style ?? w.style) : w.style,
          text: textFor(w, req.lang, variantOf(w)),
          settings: { ...publicSettings(w), ...extras } as TPublicWidgetSettings,
        })),
    );
  }
  const config: TWidgetConfig = { widgets };
  const etag = `"${createHash('sha1').update(JSON.stringify(config)).digest('base64url')}"`;
  return { config, etag };
}
