import type { TMemberInput, TProductInput, TPublicOrderInput } from '@ulak/shared';
import { ZMemberInput, ZProductInput, ZPublicOrderInput } from '@ulak/shared';
import { normalizePhone } from '@ulak/shared/phone';
import type { TTsoftRecord } from './tsoft-client';

// T-Soft field names differ in case between versions (CustomerCode / customerCode): read them loosely.
function field(record: TTsoftRecord, ...names: string[]): unknown {
  const lower = new Map(Object.entries(record).map(([k, v]) => [k.toLowerCase(), v]));
  for (const name of names) {
    const value = lower.get(name.toLowerCase());
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function text(record: TTsoftRecord, ...names: string[]): string | undefined {
  const value = field(record, ...names);
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
}

// Numbers arrive as numbers or strings ("129.90", "1.299,90", "12").
export function tsoftNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let s = value.trim().replace(/\s/g, '');
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

// Consent flags: 1/0, "1"/"0", true/false, "true"/"false", "E"/"H".
export function tsoftFlag(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const s = String(value).trim().toLowerCase();
  if (['1', 'true', 'e', 'evet', 'yes'].includes(s)) return true;
  if (['0', 'false', 'h', 'hayir', 'hayır', 'no'].includes(s)) return false;
  return undefined;
}

export function tsoftMember(record: TTsoftRecord): TMemberInput | null {
  const rawPhone = text(record, 'Mobile', 'MobilePhone', 'Gsm', 'Phone');
  const parsed = ZMemberInput.safeParse({
    customerId: text(record, 'CustomerCode', 'CustomerId', 'Id'),
    email: text(record, 'Email', 'Mail'),
    phone: rawPhone ? (normalizePhone(rawPhone) ?? undefined) : undefined,
    name: text(record, 'Name', 'FirstName'),
    surname: text(record, 'Surname', 'LastName'),
    city: text(record, 'City', 'CityName'),
    district: text(record, 'Town', 'District'),
    emailActive: tsoftFlag(field(record, 'Notification', 'EmailNotification', 'MailNotification')),
    smsActive: tsoftFlag(field(record, 'SmsNotification')),
    callActive: tsoftFlag(field(record, 'PhoneCallNotification', 'CallNotification')),
  });
  if (!parsed.success) return null;
  const m = parsed.data;
  return m.customerId || m.email || m.phone ? m : null;
}

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // "2024-05-01 10:20:30" (store time, Türkiye) or a unix timestamp.
  const asNumber = Number(value);
  const date = Number.isFinite(asNumber)
    ? new Date(asNumber * 1000)
    : new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}+03:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function tsoftOrder(record: TTsoftRecord): TPublicOrderInput | null {
  const products = field(record, 'OrderDetails', 'Products', 'Items');
  const parsed = ZPublicOrderInput.safeParse({
    orderCode: text(record, 'OrderCode', 'OrderId', 'Id'),
    status: text(record, 'OrderStatus', 'OrderStatusName', 'Status') ?? 'created',
    totalPrice: tsoftNumber(field(record, 'OrderTotalPrice', 'TotalPrice', 'GeneralTotal')) ?? 0,
    totalCount: Math.max(0, Math.trunc(tsoftNumber(field(record, 'ProductCount', 'TotalCount')) ?? 0)),
    currency: (text(record, 'Currency', 'CurrencyCode') ?? 'TRY').slice(0, 3).toUpperCase(),
    date: isoDate(text(record, 'OrderDate', 'OrderDateTimeStamp', 'CreateDate')),
    customerId: text(record, 'CustomerCode', 'CustomerId'),
    email: text(record, 'Email', 'CustomerEmail', 'CustomerUsername'),
    items: Array.isArray(products) ? products.slice(0, 500).filter((p) => typeof p === 'object' && p !== null) : [],
  });
  return parsed.success ? parsed.data : null;
}

// Units in stock as the product input takes them (a whole number from 0); absent keeps what is stored.
const stockOf = (n: number | undefined): number | undefined =>
  n === undefined ? undefined : Math.max(0, Math.trunc(n));

export function tsoftProduct(record: TTsoftRecord, storeUrl: string): TProductInput | null {
  const link = text(record, 'SeoLink', 'Url');
  const image = text(record, 'ImageUrl', 'Image');
  const price = tsoftNumber(field(record, 'SellingPrice', 'Price'));
  const discount = tsoftNumber(field(record, 'DiscountedSellingPrice', 'DiscountPrice'));
  const parsed = ZProductInput.safeParse({
    code: text(record, 'ProductCode', 'Code', 'ProductId'),
    title: text(record, 'ProductName', 'Name', 'Title'),
    price: price ?? null,
    discountPrice: discount !== undefined && price !== undefined && discount < price ? discount : null,
    currency: (text(record, 'Currency', 'CurrencyCode') ?? 'TRY').slice(0, 3).toUpperCase(),
    url: link ? new URL(link, `${storeUrl}/`).toString() : null,
    image: image ? new URL(image, `${storeUrl}/`).toString() : null,
    category: text(record, 'DefaultCategoryName', 'CategoryName') ?? null,
    stock: stockOf(tsoftNumber(field(record, 'Stock', 'StockCount', 'TotalStock'))),
  });
  return parsed.success ? parsed.data : null;
}
