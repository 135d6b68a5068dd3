import { describe, expect, it } from 'vitest';
import { productMjml } from './block-mjml';

describe('product block from the catalogue', () => {
  it('writes image, title, price and link, the discounted price struck through', () => {
    const mjml = productMjml(
      {
        title: 'Deri çanta',
        price: 1899,
        discount_price: 1499,
        currency: 'TL',
        url: 'https://s.example/p/1',
        image: 'https://s.example/i.png',
      },
      'İncele',
    );
    expect(mjml).toContain('<mj-image src="https://s.example/i.png" alt="Deri çanta" href="https://s.example/p/1"');
    expect(mjml).toContain('<s>₺1.899</s> <strong>₺1.499</strong>');
    expect(mjml).toContain('<mj-button href="https://s.example/p/1"');
  });

  it('escapes catalogue text and drops addresses that are not web links', () => {
    const mjml = productMjml(
      {
        title: '<b>"x"</b> {{ y }}',
        price: 10,
        discount_price: null,
        currency: null,
        url: 'javascript:alert(1)',
        image: null,
      },
      'Go',
    );
    expect(mjml).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(mjml).toContain('&#123;&#123; y &#125;&#125;');
    expect(mjml).not.toContain('javascript:');
    expect(mjml).toContain('href="#"');
    expect(mjml).not.toContain('<mj-image');
  });
});
