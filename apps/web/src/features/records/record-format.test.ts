import { describe, expect, it } from 'vitest';
import { eventTypeKey, formatParameters, isShortSearch, lineItems, searchParam } from './record-format';

describe('formatParameters', () => {
  it('lists key: value pairs and cuts long text', () => {
    expect(formatParameters({ q: 'ayakkabı', page: 2, tags: ['a'] })).toBe('q: ayakkabı, page: 2, tags: ["a"]');
    expect(formatParameters({ q: 'x'.repeat(200) }, 20)).toHaveLength(20);
  });
  it('shows "-" for nothing', () => {
    expect(formatParameters(null)).toBe('-');
    expect(formatParameters({})).toBe('-');
    expect(formatParameters({ q: '' })).toBe('q: -');
  });
});

describe('lineItems', () => {
  it('reads the usual item names', () => {
    expect(
      lineItems([{ title: 'Kazak', quantity: 2, price: '450' }, { code: 'P-1', qty: 1, totalPrice: 99 }, 'junk']),
    ).toEqual([
      { key: '0', title: 'Kazak', code: null, quantity: '2', price: '450', url: null, image: null },
      { key: '1', title: 'P-1', code: 'P-1', quantity: '1', price: 99, url: null, image: null },
    ]);
    expect(lineItems(null)).toEqual([]);
  });
  it('fills title, price, link and image from the catalogue product of the code', () => {
    const catalogue = [
      {
        code: 'SKU-3',
        title: 'Mavi Tişört',
        price: 500,
        discount_price: 450,
        url: 'https://shop.example.com/p/3',
        image: 'https://shop.example.com/i/3.jpg',
      },
      { code: 'SKU-4', title: 'Kazak', price: 900, discount_price: null, url: 'javascript:alert(1)', image: null },
    ];
    expect(
      lineItems(
        [
          { code: 'SKU-3', quantity: 2 },
          { sku: 'SKU-4', qty: 1, price: 850 },
        ],
        catalogue,
      ),
    ).toEqual([
      {
        key: '0',
        title: 'Mavi Tişört',
        code: 'SKU-3',
        quantity: '2',
        price: 450,
        url: 'https://shop.example.com/p/3',
        image: 'https://shop.example.com/i/3.jpg',
      },
      { key: '1', title: 'Kazak', code: 'SKU-4', quantity: '1', price: 850, url: null, image: null },
    ]);
  });
});

describe('search gating', () => {
  it('sends two letters or more', () => {
    expect(searchParam(' a ')).toBeUndefined();
    expect(searchParam(' ab ')).toBe('ab');
    expect(isShortSearch('a')).toBe(true);
    expect(isShortSearch('')).toBe(false);
    expect(isShortSearch('ab')).toBe(false);
  });
});

describe('eventTypeKey', () => {
  it('labels the SDK events by their type and leaves custom names alone', () => {
    expect(eventTypeKey({ name: 'add_to_cart', code: 'add_to_cart' })).toBe('event_types.add_to_cart');
    expect(eventTypeKey({ name: null, code: 'page_view' })).toBe('event_types.page_view');
    expect(eventTypeKey({ name: 'wishlist_share', code: 'custom' })).toBeNull();
    expect(eventTypeKey({ name: 'Kampanya tıklaması', code: 'search' })).toBeNull();
    expect(eventTypeKey({ name: 'x', code: null })).toBeNull();
  });
});
