import { ZMemberInput, ZProductInput, ZPublicOrderInput } from '@ulak/shared';
import type { TMemberInput, TProductInput, TPublicOrderInput } from '@ulak/shared';
import { normalizePhone } from '@ulak/shared/phone';
import type { TMemberKey, TPlatformCart } from '../../audience';

// Shopify resources (webhook payloads are the REST shape, snake_case) to audience inputs. A member's
// customer id is Shopify's numeric customer id, so webhooks and the GraphQL backfill meet on the same row.
type TRecord = Record<string, unknown>;

const obj = (v: unknown): TRecord => (typeof v === 'object' && v !== null ? (v as TRecord) : {});
const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v.trim() || undefined : typeof v === 'number' ? String(v) : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
// "gid://shopify/Customer/123" and 123 are the same customer.
export const shopifyId = (v: unknown): string | undefined => str(v)?.replace(/^gid:\/\/shopify\/\w+\//, '');

const subscribed = (consent: unknown): boolean | undefined => {
  const state = str(obj(consent).state ?? obj(consent).marketingState)?.toLowerCase();
  return state === undefined ? undefined : state === 'subscribed';
};

export function shopifyMember(raw: unknown): TMemberInput | null {
  const c = obj(raw);
  const address = obj(c.default_address);
  const phone = str(c.phone) ?? str(address.phone);
  const parsed = ZMemberInput.safeParse({
    customerId: shopifyId(c.id),
    email: str(c.email),
    phone: phone ? (normalizePhone(phone) ?? undefined) : undefined,
    name: str(c.first_name),
    surname: str(c.last_name),
    city: str(address.city),
    country: str(address.country),
    zipCode: str(address.zip),
    emailActive: subscribed(c.email_marketing_consent),
    smsActive: subscribed(c.sms_marketing_consent),
  });
  if (!parsed.success) return null;
  return parsed.data.customerId || parsed.data.email || parsed.data.phone ? parsed.data : null;
}

const items = (lines: unknown) =>
  (Array.isArray(lines) ? lines : []).slice(0, 500).map((line) => {
    const l = obj(line);
    return {
      title: str(l.title) ?? '',
      sku: str(l.sku) ?? null,
      productId: shopifyId(l.product_id) ?? null,
      quantity: num(l.quantity) ?? 1,
      price: num(l.price) ?? 0,
    };
  });

export function shopifyOrder(raw: unknown, status?: string): TPublicOrderInput | null {
  const o = obj(raw);
  const customer = obj(o.customer);
  const lines = items(o.line_items);
  const created = str(o.created_at);
  const parsed = ZPublicOrderInput.safeParse({
    orderCode: str(o.name) ?? shopifyId(o.id),
    status: status ?? str(o.financial_status) ?? 'created',
    totalPrice: num(o.total_price) ?? 0,
    totalCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    currency: (str(o.currency) ?? 'TRY').slice(0, 3),
    date: created ? new Date(created).toISOString() : undefined,
    customerId: shopifyId(customer.id),
    email: str(o.email) ?? str(customer.email),
    items: lines,
  });
  return parsed.success ? parsed.data : null;
}

// The phone of a checkout or order: its own, else the billing or shipping address's, in +90 form.
function buyerPhone(r: TRecord): string | undefined {
  const raw = str(r.phone) ?? str(obj(r.billing_address).phone) ?? str(obj(r.shipping_address).phone);
  return raw ? (normalizePhone(raw) ?? undefined) : undefined;
}

// A guest checkout or order (no Shopify customer id): the member its email or phone names, created or
// matched by that address (the email first; the phone only when there is no email, so a phone that is
// another member's never collides). Consent is not touched: a guest gave none through this payload.
export function shopifyGuest(raw: unknown): TMemberInput | null {
  const r = obj(raw);
  if (shopifyId(obj(r.customer).id)) return null;
  const address = { ...obj(r.shipping_address), ...obj(r.billing_address) };
  const email = str(r.email) ?? str(obj(r.customer).email);
  const parsed = ZMemberInput.safeParse({
    email,
    phone: email ? undefined : buyerPhone(r),
    name: str(address.first_name),
    surname: str(address.last_name),
    city: str(address.city),
    country: str(address.country),
    zipCode: str(address.zip),
  });
  if (!parsed.success) return null;
  return parsed.data.email || parsed.data.phone ? parsed.data : null;
}

// A checkout (abandoned cart) of a customer or a guest with an address; a completed one closes the cart.
export function shopifyCart(raw: unknown): TPlatformCart | null {
  const c = obj(raw);
  const customer = obj(c.customer);
  const key: TMemberKey = {
    customerId: shopifyId(customer.id) ?? null,
    email: str(c.email) ?? str(customer.email) ?? null,
    phone: buyerPhone(c) ?? null,
  };
  if (!key.customerId && !key.email && !key.phone) return null;
  const lines = items(c.line_items);
  return {
    ...key,
    open: !c.completed_at && lines.length > 0,
    totalCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalPrice: num(c.total_price) ?? 0,
    currency: (str(c.currency) ?? 'TRY').slice(0, 3),
    items: lines,
    updatedAt: new Date(str(c.updated_at) ?? Date.now()).toISOString(),
  };
}

function shopifyStock(p: TRecord): number | undefined {
  const total = num(p.total_inventory);
  if (total !== undefined) return Math.max(0, Math.trunc(total));
  const counts = (Array.isArray(p.variants) ? p.variants : []).flatMap((v) => num(obj(v).inventory_quantity) ?? []);
  return counts.length ? Math.max(0, Math.trunc(counts.reduce((a, b) => a + b, 0))) : undefined;
}

export function shopifyProduct(raw: unknown, shopUrl: string): TProductInput | null {
  const p = obj(raw);
  const variant = obj(Array.isArray(p.variants) ? p.variants[0] : undefined);
  const price = num(variant.price);
  const compareAt = num(variant.compare_at_price);
  const handle = str(p.handle);
  const image = str(obj(p.image).src);
  const onSale = price !== undefined && compareAt !== undefined && compareAt > price;
  const parsed = ZProductInput.safeParse({
    code: shopifyId(p.id),
    title: str(p.title),
    content: str(p.body_html) ?? null,
    // The list price, and the sale price when a compare-at price shows a discount.
    price: onSale ? compareAt : (price ?? null),
    discountPrice: onSale ? price : null,
    currency: 'TRY',
    url: handle ? `${shopUrl}/products/${handle}` : null,
    image: image ?? null,
    category: str(p.product_type) ?? null,
    // Units over all variants (webhooks: each variant's inventory_quantity; backfill: totalInventory).
    stock: shopifyStock(p),
  });
  return parsed.success ? parsed.data : null;
}

// GraphQL nodes of the backfill, reshaped to the REST payloads above.
export function customerFromNode(n: TRecord): TRecord {
  const address = obj(n.defaultAddress);
  return {
    id: n.id,
    email: n.email,
    phone: n.phone,
    first_name: n.firstName,
    last_name: n.lastName,
    default_address: { city: address.city, country: address.country, zip: address.zip },
    email_marketing_consent: { state: obj(n.emailMarketingConsent).marketingState },
    sms_marketing_consent: { state: obj(n.smsMarketingConsent).marketingState },
  };
}

export function orderFromNode(n: TRecord): TRecord {
  const money = obj(obj(n.currentTotalPriceSet).shopMoney);
  return {
    id: n.id,
    name: n.name,
    created_at: n.createdAt,
    email: n.email,
    financial_status: str(n.displayFinancialStatus)?.toLowerCase(),
    total_price: money.amount,
    currency: money.currencyCode,
    customer: obj(n.customer),
    line_items: (Array.isArray(obj(n.lineItems).nodes) ? (obj(n.lineItems).nodes as unknown[]) : []).map((line) => {
      const l = obj(line);
      return {
        title: l.title,
        sku: l.sku,
        quantity: l.quantity,
        price: obj(obj(l.originalUnitPriceSet).shopMoney).amount,
      };
    }),
  };
}

export function productFromNode(n: TRecord): TRecord {
  const variants = Array.isArray(obj(n.variants).nodes) ? (obj(n.variants).nodes as unknown[]) : [];
  return {
    id: n.id,
    title: n.title,
    handle: n.handle,
    body_html: n.descriptionHtml,
    product_type: n.productType,
    total_inventory: n.totalInventory,
    image: { src: obj(n.featuredImage).url },
    variants: variants.map((v) => ({ price: obj(v).price, compare_at_price: obj(v).compareAtPrice })),
  };
}
