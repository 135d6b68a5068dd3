import { TRACKING_EVENT_TYPES } from '@ulak/shared/tracking';
import { EMPTY_VALUE, formatText } from '../../lib/format';

type TItem = Record<string, unknown>;

const scalar = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
};

// Event parameters as one readable line: `key: value` pairs, long values cut.
export function formatParameters(parameters: unknown, maxLength = 120): string {
  if (parameters === null || parameters === undefined) return EMPTY_VALUE;
  if (typeof parameters !== 'object' || Array.isArray(parameters)) return scalar(parameters);
  const entries = Object.entries(parameters as TItem);
  if (entries.length === 0) return EMPTY_VALUE;
  const text = entries.map(([key, value]) => `${key}: ${scalar(value)}`).join(', ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

export type TLineItem = {
  key: string;
  title: string;
  code: string | null;
  quantity: string;
  price: string | number | null;
  url: string | null;
  image: string | null;
};

type TCatalogueProduct = {
  code: string;
  title: string;
  price: number | null;
  discount_price: number | null;
  url: string | null;
  image: string | null;
};

// Cart and order items come from shop platforms in loose shapes; read the usual names, and fill
// what an item leaves out (title, price, link, image) from the catalogue product of its code.
export function lineItems(items: unknown, products: TCatalogueProduct[] = []): TLineItem[] {
  if (!Array.isArray(items)) return [];
  const byCode = new Map(products.map((p) => [p.code, p]));
  return items
    .filter((item): item is TItem => typeof item === 'object' && item !== null)
    .map((item, index) => {
      const pick = (...keys: string[]) => keys.map((k) => item[k]).find((v) => v !== undefined && v !== null);
      const rawCode = pick('code', 'productCode', 'sku');
      const code = typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode).trim() : null;
      const product = code ? byCode.get(code) : undefined;
      const price = pick('price', 'totalPrice', 'total_price') ?? product?.discount_price ?? product?.price;
      const title = pick('title', 'name') ?? product?.title ?? pick('code', 'productCode', 'sku');
      const url = pick('url') ?? product?.url;
      const image = pick('image', 'imageUrl') ?? product?.image;
      return {
        key: `${index}`,
        title: scalar(title),
        code,
        quantity: scalar(pick('quantity', 'qty', 'count')),
        price: typeof price === 'number' || typeof price === 'string' ? price : null,
        url: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null,
        image: typeof image === 'string' && /^https?:\/\//.test(image) ? image : null,
      };
    });
}

// A search under two letters is not sent (SPEC §5); with enough letters it is trimmed.
export function searchParam(search: string, minLetters = 2): string | undefined {
  const value = search.trim();
  return value.length >= minLetters ? value : undefined;
}

export const isShortSearch = (search: string, minLetters = 2): boolean => {
  const length = search.trim().length;
  return length > 0 && length < minLetters;
};

// The i18n key for an event's name: the SDK's own events (name equal to their type code) get a
// translated label; a merchant's custom event keeps the name it was sent with (null here).
export function eventTypeKey(event: { name: string | null; code: string | null }): string | null {
  const code = event.code ?? '';
  const builtIn = (TRACKING_EVENT_TYPES as readonly string[]).includes(code) && code !== 'custom';
  return builtIn && (event.name === null || event.name === '' || event.name === code) ? `event_types.${code}` : null;
}

// What the name column shows: the translated label of an SDK event, else the sent name or '-'.
export function eventLabel(
  t: (key: string, fallback: string) => string,
  event: { name: string | null; code: string | null },
): string {
  const key = eventTypeKey(event);
  return key ? t(key, formatText(event.name)) : formatText(event.name);
}
