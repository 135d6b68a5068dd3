import type { TSinkCart, TSinkIdentity, TSinkOrder, TSinkProduct } from '../audience';
import type { TBatchRow } from './ingest.repository';

type TProps = Record<string, unknown>;
const str = (v: unknown, max = 1000): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
// A stock figure: a whole number of units, 0 or more (anything else is "not said").
const count = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2_147_483_647 ? v : null;
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const currency = (v: unknown): string => {
  const c = (str(v, 3) ?? 'TRY').toUpperCase();
  return c === 'TL' ? 'TRY' : c;
};

// Each event type's category (any other: 'custom'); ingest.repository's eventsOf maps with it.
export const EVENT_CATEGORIES: Record<string, string> = {
  page_view: 'page',
  product_view: 'product',
  add_to_cart: 'cart',
  remove_from_cart: 'cart',
  cart_update: 'cart',
  checkout: 'cart',
  purchase: 'order',
  login: 'member',
  identify: 'member',
  signup: 'member',
  add_favorite: 'favorite',
  remove_favorite: 'favorite',
  search: 'search',
  custom: 'custom',
};

export type TDeviceKey = string;
export const deviceKey = (accountId: number, applicationId: number, deviceId: string): TDeviceKey =>
  `${accountId}|${applicationId}|${deviceId}`;

// Who an event names: identify/login/signup carry member fields; later events a { customerId, email } ref.
export function identityOf(
  accountId: number,
  type: string,
  ts: string,
  p: TProps,
  ref?: { customerId?: string; email?: string },
): Omit<TSinkIdentity, 'k'> | null {
  const isIdentify = type === 'identify' || type === 'login' || type === 'signup';
  const customerId = str(isIdentify ? (p.customerId ?? ref?.customerId) : ref?.customerId, 100);
  const emailRaw = str(isIdentify ? (p.email ?? ref?.email) : ref?.email, 254);
  const email = emailRaw && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailRaw) ? emailRaw.toLowerCase() : null;
  if (!customerId && !email) return null;
  const perms = (
    isIdentify && typeof p.permissions === 'object' && p.permissions !== null ? p.permissions : {}
  ) as TProps;
  const gender = isIdentify && (p.gender === 'male' || p.gender === 'female') ? p.gender : null;
  const birth = isIdentify ? str(p.birthDate, 10) : null;
  return {
    account_id: accountId,
    customer_id: customerId,
    email,
    phone: null,
    name: isIdentify ? str(p.name, 100) : null,
    surname: isIdentify ? str(p.surname, 100) : null,
    language: isIdentify ? (str(p.language, 2)?.toLowerCase() ?? null) : null,
    birth_date: birth && /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : null,
    gender,
    city: isIdentify ? str(p.city, 100) : null,
    sms: bool(perms.sms),
    email_perm: bool(perms.email),
    whatsapp: bool(perms.whatsapp),
    call: bool(perms.call),
    login_at: type === 'login' || type === 'identify' || type === 'signup' ? ts : null,
  };
}

export function toOrder(
  seq: number,
  row: TBatchRow,
  devicePk: number,
  memberId: number | null,
  e: TBatchRow['body']['events'][number],
): TSinkOrder | null {
  const p = e.properties;
  const code = str(p.orderCode, 100);
  if (!code) return null;
  return {
    seq,
    account_id: row.account_id,
    device_pk: devicePk,
    member_id: memberId,
    order_code: code,
    total_count: Math.max(0, Math.round(num(p.totalCount) ?? 0)),
    total_price: Math.max(0, num(p.totalPrice) ?? 0),
    price_currency: currency(p.currency),
    date: e.ts,
    coupon_code: str(p.couponCode, 100),
    items: Array.isArray(p.items) ? p.items : [],
  };
}

export function toCart(
  row: TBatchRow,
  devicePk: number,
  memberId: number | null,
  e: TBatchRow['body']['events'][number],
): TSinkCart {
  const p = e.properties;
  const items = Array.isArray(p.items) ? p.items : [];
  return {
    account_id: row.account_id,
    device_pk: devicePk,
    member_id: memberId,
    total_count: Math.max(0, Math.round(num(p.totalCount) ?? items.length)),
    total_price: Math.max(0, num(p.totalPrice) ?? 0),
    price_currency: currency(p.currency),
    items,
    updated_at: e.ts,
  };
}

export function toProduct(accountId: number, p: TProps): TSinkProduct | null {
  const code = str(p.code, 100);
  if (!code) return null;
  return {
    account_id: accountId,
    code,
    title: str(p.title, 500) ?? code,
    content: str(p.content, 10_000),
    price: num(p.price),
    discount_price: num(p.discountPrice),
    currency: currency(p.currency),
    url: str(p.url, 2000),
    image: str(p.image, 2000),
    category: str(p.category, 200),
    stock: count(p.stock),
  };
}
