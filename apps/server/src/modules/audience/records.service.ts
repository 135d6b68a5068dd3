import {
  HTTP_STATUS,
  type TDeviceListQuery,
  type TEventListQuery,
  type TOrderListQuery,
  type TPageMeta,
  type TPageQuery,
  type TTagInput,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { memberTabSource } from './member-tab-sources';
import { cachedCount } from './count-cache';
import { devicesRepository, type TDeviceListRow } from './devices.repository';
import { membersRepository } from './members.repository';
import { assertSearch, memberNotFound } from './members.service';
import { recordsRepository } from './records.repository';
import { publishMembersChanged } from '../../platform/jobs/members-changed';
import { memberSegments } from './member-segments';

type Deps = Pick<AppDeps, 'db'>;
type TPage<T> = { data: T[]; meta: TPageMeta };
const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const deviceNotFound = (): AppError => new AppError('device_not_found', HTTP_STATUS.notFound);
const orderNotFound = (): AppError => new AppError('order_not_found', HTTP_STATUS.notFound);

export function toDevice(d: TDeviceListRow) {
  return {
    id: d.id,
    application_id: d.applicationId,
    member_id: d.memberId,
    device_id: d.deviceId,
    reg_id: d.regId,
    platform: d.platform,
    language: d.language,
    email: d.email,
    push_approved: d.pushApproved,
    push_error: d.pushError,
    passive: d.passive,
    tag_count: d.tagCount,
    last_seen_at: iso(d.lastSeenAt),
    created_at: iso(d.createdAt),
    updated_at: iso(d.updatedAt),
  };
}

type TOrderRow = Awaited<ReturnType<ReturnType<typeof recordsRepository>['listOrders']>>[number];
export function toOrder(o: TOrderRow) {
  return {
    id: o.id,
    member_id: o.memberId,
    order_code: o.orderCode,
    status: o.status,
    total_count: o.totalCount,
    total_price: o.totalPrice,
    price_currency: o.priceCurrency,
    date: iso(o.date),
    satisfaction_url: o.satisfactionUrl,
    tracking_url: o.trackingUrl,
    tracking_code: o.trackingCode,
    coupon_code: o.couponCode,
    items: o.items,
    source: o.source,
  };
}

// Member ids of a page (raw SQL rows may carry a bigint id as a string).
const memberIdsOf = (ids: (number | string | null)[]): number[] =>
  ids.filter((id): id is number | string => id !== null).map(Number);

export async function listDevices(
  deps: Deps,
  accountId: number,
  q: TDeviceListQuery,
): Promise<TPage<ReturnType<typeof toDevice>>> {
  assertSearch(q.search);
  const repo = devicesRepository(deps.db);
  const { page: _p, perPage: _pp, ...filters } = q;
  const [rows, total] = await Promise.all([
    repo.list(accountId, q),
    cachedCount(accountId, `devices:${JSON.stringify(filters)}`, () => repo.count(accountId, filters)),
  ]);
  return { data: rows.map(toDevice), meta: { page: q.page, perPage: q.perPage, total } };
}

export async function getDevice(deps: Deps, accountId: number, id: number) {
  const row = await devicesRepository(deps.db).find(accountId, id);
  if (!row) throw deviceNotFound();
  return { ...toDevice(row), tags: await recordsRepository(deps.db).tags(accountId, 'device', id) };
}

export async function listOrders(
  deps: Deps,
  accountId: number,
  q: TOrderListQuery,
): Promise<TPage<ReturnType<typeof toOrder>>> {
  assertSearch(q.search);
  const repo = recordsRepository(deps.db);
  const [rows, total] = await Promise.all([repo.listOrders(accountId, q), repo.countOrders(accountId, q)]);
  const names = await repo.memberNames(accountId, memberIdsOf(rows.map((o) => o.memberId)));
  return {
    data: rows.map((o) => ({ ...toOrder(o), member_name: o.memberId ? (names.get(o.memberId) ?? null) : null })),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

export async function getOrder(deps: Deps, accountId: number, id: number) {
  const row = await recordsRepository(deps.db).findOrder(accountId, id);
  if (!row) throw orderNotFound();
  return toOrder(row);
}

export async function listProducts(deps: Deps, accountId: number, q: TPageQuery & { search?: string }) {
  assertSearch(q.search);
  const { rows, total } = await recordsRepository(deps.db).listProducts(accountId, q);
  return { data: rows.map(toProduct), meta: { page: q.page, perPage: q.perPage, total } };
}

type TProductRow = Awaited<ReturnType<ReturnType<typeof recordsRepository>['listProducts']>>['rows'][number];
const toProduct = (p: TProductRow) => ({
  id: p.id,
  code: p.code,
  title: p.title,
  content: p.content,
  price: p.price,
  discount_price: p.discountPrice,
  currency: p.currency,
  url: p.url,
  image: p.image,
  category: p.category,
  updated_at: iso(p.updatedAt),
});

export async function getProduct(deps: Deps, accountId: number, id: number) {
  const row = await recordsRepository(deps.db).findProduct(accountId, id);
  if (!row) throw new AppError('not_found', HTTP_STATUS.notFound);
  return toProduct(row);
}

export async function listEvents(deps: Deps, accountId: number, q: TEventListQuery) {
  const repo = recordsRepository(deps.db);
  const { page: _p, perPage: _pp, ...filters } = q;
  const [rows, total] = await Promise.all([
    repo.listEvents(accountId, q),
    cachedCount(accountId, `events:${JSON.stringify(filters)}`, () => repo.countEvents(accountId, q)),
  ]);
  const names = await repo.memberNames(accountId, memberIdsOf(rows.map((e) => e.member_id)));
  return {
    data: rows.map((e) => ({
      ...e,
      occurred_at: iso(e.occurred_at),
      member_name: e.member_id ? (names.get(Number(e.member_id)) ?? null) : null,
    })),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

export async function getEvent(deps: Deps, accountId: number, id: number) {
  const row = await recordsRepository(deps.db).findEvent(accountId, id);
  if (!row) throw new AppError('not_found', HTTP_STATUS.notFound);
  return { ...row, occurred_at: iso(row.occurred_at) };
}

async function assertSubject(deps: Deps, accountId: number, kind: 'member' | 'device', id: number): Promise<void> {
  const found =
    kind === 'member'
      ? await membersRepository(deps.db).find(accountId, id)
      : await devicesRepository(deps.db).find(accountId, id);
  if (!found) throw kind === 'member' ? memberNotFound() : deviceNotFound();
}

export async function listTags(deps: Deps, accountId: number, kind: 'member' | 'device', id: number) {
  await assertSubject(deps, accountId, kind, id);
  return recordsRepository(deps.db).tags(accountId, kind, id);
}

export async function setTag(deps: Deps, accountId: number, kind: 'member' | 'device', id: number, tag: TTagInput) {
  await assertSubject(deps, accountId, kind, id);
  await recordsRepository(deps.db).setTag(accountId, kind, id, tag);
  if (kind === 'member') await publishMembersChanged(deps.db, accountId, [id]);
  return recordsRepository(deps.db).tags(accountId, kind, id);
}

export async function removeTag(deps: Deps, accountId: number, kind: 'member' | 'device', id: number, name: string) {
  await assertSubject(deps, accountId, kind, id);
  if (!(await recordsRepository(deps.db).removeTag(accountId, kind, id, name)))
    throw new AppError('not_found', HTTP_STATUS.notFound);
  if (kind === 'member') await publishMembersChanged(deps.db, accountId, [id]);
}

// Cart and order items come in loose shapes; their product code is under one of these names.
function itemCodes(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const codes = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const code = record.code ?? record.productCode ?? record.sku;
    if (typeof code === 'string' && code.trim() !== '') codes.add(code.trim());
    else if (typeof code === 'number') codes.add(String(code));
  }
  return [...codes];
}

// The member detail tabs (SPEC §2): each answers for one member of this account, else 404.
export async function memberTab(deps: Deps, accountId: number, memberId: number, tab: TMemberTab, q: TPageQuery) {
  await assertSubject(deps, accountId, 'member', memberId);
  const repo = recordsRepository(deps.db);
  switch (tab) {
    case 'orders':
      return listOrders(deps, accountId, { ...q, memberId });
    case 'cart': {
      const cart = await repo.memberCart(accountId, memberId);
      if (!cart) return { data: null };
      const catalogue = await repo.productsByCodes(accountId, itemCodes(cart.items));
      return {
        data: {
          total_count: cart.totalCount,
          total_price: cart.totalPrice,
          price_currency: cart.priceCurrency,
          items: cart.items,
          // The products the items name by code, so the tab shows titles, prices and links.
          products: catalogue.map(toProduct),
          updated_at: iso(cart.updatedAt),
        },
      };
    }
    case 'events':
      return listEvents(deps, accountId, { ...q, memberId });
    case 'devices':
      return listDevices(deps, accountId, { ...q, memberId });
    case 'segments-tags':
      return {
        data: {
          segments: await memberSegments(deps.db, accountId, memberId),
          tags: await repo.tags(accountId, 'member', memberId),
        },
      };
    default: {
      // Sending history, widget interactions and IYS logs come from their own modules.
      const source = memberTabSource(tab);
      if (source) return source(deps.db, accountId, memberId, q);
      return { data: [], meta: { page: q.page, perPage: q.perPage, total: 0 } };
    }
  }
}

export const MEMBER_TABS = [
  'orders',
  'cart',
  'events',
  'devices',
  'segments-tags',
  'sending-history',
  'widget-interactions',
  'iys-logs',
  'order-feedback',
] as const;
export type TMemberTab = (typeof MEMBER_TABS)[number];
