import { describe, expect, it } from 'vitest';
import { cartMjml, couponMjml, orderMjml, productVariablesMjml, unsubscribeMjml } from './block-mjml';
import { fillSamples, parsePath, sampleOf } from './canvas-samples';

// The shape the server's sample scope has (one value per variable group of SPEC §3).
const SAMPLES = {
  member: { name: 'Ayşe', surname: 'Yılmaz', city: 'İstanbul' },
  member_tag: { vip: 'true' },
  device_tag: { platform: 'ios' },
  cart: {
    total_price: 1349.8,
    price_currency: 'TRY',
    items: [{ title: 'Keten gömlek', quantity: 1, price: 899.9, image: 'https://img.example/1.png' }],
  },
  order: { order_code: 'ORD-1', date: '24-11-2026', items: [{ title: 'Keten gömlek', quantity: 1, price: 899.9 }] },
  product: {
    title: 'Deri çanta',
    price: 1899,
    currency: 'TRY',
    url: 'https://shop.example/p',
    image: 'https://i/p.png',
  },
  coupon: { code: 'HOSGELDIN15' },
  form_links: { satisfaction_survey: 'https://ulak.example/s' },
  unsubscribe_link: 'https://ulak.example/dont-send/preview',
};

describe('merge-tag samples in the canvas', () => {
  it('reads dotted, bracket and index paths; refuses anything else', () => {
    expect(parsePath('member.name')).toEqual(['member', 'name']);
    expect(parsePath('member_tag["vip"]')).toEqual(['member_tag', 'vip']);
    expect(parsePath("form_links['satisfaction_survey']")).toEqual(['form_links', 'satisfaction_survey']);
    expect(parsePath('cart.items[0].title')).toEqual(['cart', 'items', 0, 'title']);
    expect(parsePath('"literal"')).toBeNull();
    expect(parsePath('a + b')).toBeNull();
  });

  it('shows a sample for every variable group, filters applied, and leaves unknown tags as they are', () => {
    const text =
      '{{ member.name }} {{ member_tag["vip"] }} {{ device_tag["platform"] }} {{ cart.total_price }} ' +
      '{{ order.order_code }} {{ product.title }} {{ coupon.code }} {{ form_links["satisfaction_survey"] }} ' +
      '{{ unsubscribe_link }}';
    expect(fillSamples(text, SAMPLES)).toBe(
      'Ayşe true ios 1349.8 ORD-1 Deri çanta HOSGELDIN15 https://ulak.example/s https://ulak.example/dont-send/preview',
    );
    expect(sampleOf(' member.city | upcase ', SAMPLES)).toBe('İSTANBUL');
    expect(sampleOf('member.district | default: "Merkez"', SAMPLES)).toBe('Merkez');
    expect(fillSamples('Merhaba {{ member.nickname }}!', SAMPLES)).toBe('Merhaba {{ member.nickname }}!');
    expect(fillSamples('{{member_tag["unknown"]}}', SAMPLES)).toBe('{{member_tag["unknown"]}}');
  });

  it('fills the blocks the editor drops: product, coupon, cart and order loops, unsubscribe', () => {
    const product = fillSamples(productVariablesMjml('İncele'), SAMPLES);
    expect(product).toContain('src="https://i/p.png"');
    expect(product).toContain('>Deri çanta</mj-text>');
    expect(product).toContain('1899 TRY');
    expect(fillSamples(couponMjml('Kupon'), SAMPLES)).toContain('HOSGELDIN15');
    // A loop's variable shows the first item; the loop tags themselves are hidden.
    const cart = fillSamples(cartMjml({ quantity: 'Adet', total: 'Toplam' }), SAMPLES);
    expect(cart).toContain('<a href="{{ item.url }}">Keten gömlek</a>');
    expect(cart).toContain('src="https://img.example/1.png"');
    expect(cart).not.toContain('{%');
    const order = fillSamples(orderMjml({ order: 'Sipariş', total: 'Toplam', track: 'Takip' }), SAMPLES);
    expect(order).toContain('Keten gömlek × 1 — 899.9');
    expect(fillSamples(unsubscribeMjml('Ayrıl'), SAMPLES)).toContain('href="https://ulak.example/dont-send/preview"');
  });
});
