import { formatCurrency } from '../../../lib/format';
import type { TCatalogueProduct } from '../email-api';

// MJML of the editor's own blocks. Each is a whole mj-section so it can be dropped into the body.

export type TBlockProduct = Omit<TCatalogueProduct, 'id' | 'code'>;

// Braces too: a catalogue title must never become a Liquid tag when the template is sent.
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;');
}

// Only web addresses go into href/src: a catalogue value like `javascript:` is dropped.
function safeUrl(value: string | null): string {
  return value && /^https?:\/\//i.test(value) ? escapeHtml(value) : '#';
}

const money = (value: number | null, currency: string | null): string =>
  value === null ? '' : escapeHtml(formatCurrency(value, currency));

// A product picked from the catalogue: its image, title, price and link written into the template.
export function productMjml(product: TBlockProduct, cta: string): string {
  const title = escapeHtml(product.title);
  const href = safeUrl(product.url);
  const discounted =
    product.discount_price !== null && product.price !== null && product.discount_price < product.price;
  const price = discounted
    ? `<s>${money(product.price, product.currency)}</s> <strong>${money(product.discount_price, product.currency)}</strong>`
    : `<strong>${money(product.price, product.currency)}</strong>`;
  const image = product.image
    ? `<mj-image src="${safeUrl(product.image)}" alt="${title}" href="${href}" border-radius="6px" padding="8px" />`
    : '';
  return `<mj-section padding="8px 16px" css-class="ulak-product">
  <mj-column width="40%" vertical-align="middle">${image}</mj-column>
  <mj-column width="60%" vertical-align="middle">
    <mj-text font-size="16px" font-weight="bold" padding="8px 16px 0">${title}</mj-text>
    <mj-text font-size="16px" padding="4px 16px">${price}</mj-text>
    <mj-button href="${href}" align="left" background-color="#3b5bdb" padding="8px 16px">${escapeHtml(cta)}</mj-button>
  </mj-column>
</mj-section>`;
}

// The product a trigger supplies (a price alarm, a stock alarm): the product group's variables.
export function productVariablesMjml(cta: string): string {
  return `<mj-section padding="8px 16px">
  <mj-column width="40%" vertical-align="middle"><mj-image src="{{ product.image }}" alt="{{ product.title }}" href="{{ product.url }}" padding="8px" /></mj-column>
  <mj-column width="60%" vertical-align="middle">
    <mj-text font-size="16px" font-weight="bold" padding="8px 16px 0">{{ product.title }}</mj-text>
    <mj-text font-size="16px" padding="4px 16px">{{ product.price }} {{ product.currency }}</mj-text>
    <mj-button href="{{ product.url }}" align="left" background-color="#3b5bdb" padding="8px 16px">${escapeHtml(cta)}</mj-button>
  </mj-column>
</mj-section>`;
}

export function couponMjml(label: string): string {
  return `<mj-section padding="8px 24px">
  <mj-column background-color="#edf2ff" border="2px dashed #3b5bdb" border-radius="8px">
    <mj-text align="center" font-size="14px" color="#495057" padding="12px 16px 0">${escapeHtml(label)}</mj-text>
    <mj-text align="center" font-size="28px" font-weight="bold" letter-spacing="3px" color="#3b5bdb" padding="4px 16px 12px">{{ coupon.code }}</mj-text>
  </mj-column>
</mj-section>`;
}

// The member's cart as a Liquid loop; each item is its own table so the loop tags sit between elements.
export function cartMjml(labels: { quantity: string; total: string }): string {
  return `<mj-section padding="8px 24px">
  <mj-column>
    <mj-text padding="0" font-size="15px">{% for item in cart.items %}<table role="presentation" width="100%" style="border-bottom:1px solid #dee2e6"><tr><td style="padding:8px 8px 8px 0;width:72px"><img src="{{ item.image }}" alt="{{ item.title }}" width="64" /></td><td style="padding:8px"><a href="{{ item.url }}">{{ item.title }}</a><br />${escapeHtml(labels.quantity)}: {{ item.quantity }}</td><td style="padding:8px 0;text-align:right">{{ item.price }} {{ cart.price_currency }}</td></tr></table>{% endfor %}<p style="text-align:right"><strong>${escapeHtml(labels.total)}: {{ cart.total_price }} {{ cart.price_currency }}</strong></p></mj-text>
  </mj-column>
</mj-section>`;
}

export function orderMjml(labels: { order: string; total: string; track: string }): string {
  return `<mj-section padding="8px 24px">
  <mj-column>
    <mj-text font-size="15px"><strong>${escapeHtml(labels.order)}: {{ order.order_code }}</strong> ({{ order.date }})</mj-text>
    <mj-text padding="0 25px" font-size="15px">{% for item in order.items %}<p>{{ item.title }} × {{ item.quantity }} — {{ item.price }} {{ order.price_currency }}</p>{% endfor %}<p><strong>${escapeHtml(labels.total)}: {{ order.total_price }} {{ order.price_currency }}</strong></p></mj-text>
    <mj-button href="{{ order.tracking_url }}" background-color="#3b5bdb">${escapeHtml(labels.track)}</mj-button>
  </mj-column>
</mj-section>`;
}

export function unsubscribeMjml(label: string): string {
  return `<mj-section padding="16px 0">
  <mj-column>
    <mj-text align="center" font-size="13px" color="#495057"><a href="{{ unsubscribe_link }}" style="color:#495057">${escapeHtml(label)}</a></mj-text>
  </mj-column>
</mj-section>`;
}

export function textMjml(html: string): string {
  return `<mj-section><mj-column><mj-text>${html}</mj-text></mj-column></mj-section>`;
}
