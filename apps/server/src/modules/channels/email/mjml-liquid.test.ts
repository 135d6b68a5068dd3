import { beforeEach, describe, expect, it } from 'vitest';
import type { TMessageContent } from '@ulak/shared';
import { renderTemplate } from '../../templates';
import { compileMjml, htmlToPlainText } from './email-content';
import { clearMjmlCache, mjmlCacheStats } from './mjml-cache';
import { compileMjmlForLiquid } from './mjml-liquid';
import { prepareEmailContent } from './providers/smtp';

const TEMPLATE = `<mjml>
  <mj-head><mj-title>{{ member.name }}, kuponunuz</mj-title><mj-preview>Merhaba {{ member.name }}</mj-preview></mj-head>
  <mj-body>
    <mj-section><mj-column>
      <mj-text>Merhaba {{ member.name | default: "dostum" }}, kod: <b>{{ coupon.code }}</b></mj-text>
      <mj-text>{% if member.city == "İzmir" %}İzmir'e özel{% else %}Herkese{% endif %}</mj-text>
      <mj-button href="https://magaza.example/k?c={{ coupon.code }}&amp;u={{ member.id }}">Alışveriş</mj-button>
      <mj-image src="{{ product.image }}" alt="{{ product.name }}" href="{{ product.url }}"></mj-image>
      <mj-text><a href="{{ unsubscribe_link }}">Çık</a></mj-text>
    </mj-column></mj-section>
    <mj-raw>{% for p in products %}</mj-raw>
    <mj-section><mj-column><mj-text>{{ p.name }}</mj-text></mj-column></mj-section>
    <mj-raw>{% endfor %}</mj-raw>
  </mj-body>
</mjml>`;

const scope = (name: string, city: string) => ({
  member: { name, city, id: 7 },
  coupon: { code: `KOD-${name}` },
  product: { image: 'https://cdn.example/p.png', name: 'Çanta', url: 'https://magaza.example/canta' },
  products: [{ name: 'Ayakkabı' }, { name: 'Şapka' }],
  unsubscribe_link: 'https://ulak.example/dont-send/x',
});

// Sections the loop repeats are adjacent when MJML sees them (rendered first), and MJML then merges the
// Outlook-only table of one with the next; compiled first, each keeps its own. Same markup otherwise.
function outlookMerged(html: string): string {
  return html.replace(/<!\[endif\]-->\s*<!--\[if mso \| IE\]>/g, '').replace(/>\s+</g, '><');
}

describe('MJML compiled before Liquid', () => {
  beforeEach(() => clearMjmlCache());

  it('keeps Liquid in text, attributes, the head and mj-raw, and renders what rendering first would', async () => {
    const compiled = await compileMjmlForLiquid(TEMPLATE);
    if (compiled === null) throw new Error('the template should compile before Liquid');
    expect(compiled).not.toContain('<mj-');
    expect(compiled).toContain('{{ coupon.code }}');
    expect(compiled).toContain('{% for p in products %}');
    for (const [name, city] of [
      ['Ayşe', 'İzmir'],
      ['Mehmet', 'Ankara'],
    ] as const) {
      const once = await renderTemplate(compiled, scope(name, city));
      const perMessage = await compileMjml(await renderTemplate(TEMPLATE, scope(name, city)));
      expect(outlookMerged(once)).toBe(outlookMerged(perMessage));
      expect(once).toContain(`KOD-${name}`);
      expect(once).toContain('href="https://magaza.example/k?c=KOD-');
      expect(once).toContain('src="https://cdn.example/p.png"');
      expect(once).toContain(city === 'İzmir' ? "İzmir'e özel" : 'Herkese');
      expect(once).toContain('Şapka');
    }
  });

  it('falls back to per-message compiles when MJML drops or moves Liquid', async () => {
    // Text between two sections is dropped by MJML: the condition would be lost.
    const dropped = TEMPLATE.replace(
      '<mj-raw>{% for p in products %}</mj-raw>',
      '{% if vip %}<mj-section><mj-column><mj-text>VIP</mj-text></mj-column></mj-section>{% endif %}<mj-raw>{% for p in products %}</mj-raw>',
    );
    expect(await compileMjmlForLiquid(dropped)).toBeNull();
    // MJML computes with widths: a Liquid width cannot be kept as written.
    const computed = TEMPLATE.replace('<mj-column>', '<mj-column width="{{ width }}">');
    expect(await compileMjmlForLiquid(computed)).toBeNull();
  });

  it('prepares each language of the content once and leaves what it cannot compile as MJML', async () => {
    const unsafe = '<mjml><mj-body>{% if vip %}<mj-section></mj-section>{% endif %}</mj-body></mjml>';
    const content: TMessageContent = {
      defaultLanguage: 'tr',
      languages: {
        tr: { subject: '{{ member.name }}', html: TEMPLATE },
        en: { subject: 'Hi', html: unsafe },
        de: { subject: 'Hallo', html: '<p>{{ member.name }}</p>' },
      },
    };
    const prepared = await prepareEmailContent(content);
    expect(prepared.languages.tr?.html).toBe(await compileMjmlForLiquid(TEMPLATE));
    expect(prepared.languages.tr?.subject).toBe('{{ member.name }}');
    expect(prepared.languages.en?.html).toBe(unsafe);
    expect(prepared.languages.de?.html).toBe('<p>{{ member.name }}</p>');
    await prepareEmailContent(content);
    expect(mjmlCacheStats()).toMatchObject({ misses: 2, entries: 2 });
  });

  it('derives the plain-text part once when converting kept its Liquid, as converting each message would', async () => {
    const prepared = await prepareEmailContent({ defaultLanguage: 'tr', languages: { tr: { html: TEMPLATE } } });
    const { html, text } = prepared.languages.tr ?? {};
    if (!html || !text) throw new Error('html and text should be prepared');
    expect(text).not.toContain('<mj-title>');
    for (const [name, city] of [
      ['Ayşe', 'İzmir'],
      ['Mehmet', 'Ankara'],
    ] as const) {
      const once = await renderTemplate(text, scope(name, city));
      // A loop repeats the blank lines around its body, which a conversion after rendering would merge.
      const blankLines = (value: string) => value.replace(/\n{3,}/g, '\n\n').trim();
      expect(blankLines(once)).toBe(blankLines(htmlToPlainText(await renderTemplate(html, scope(name, city)))));
      expect(once).toContain(`KOD-${name}`);
      expect(once).toContain('Şapka');
    }
    // Headings are upper-cased by the conversion, Liquid with them: the text is left to each message.
    const heading = TEMPLATE.replace('<b>{{ coupon.code }}</b>', '<h1>{{ coupon.code }}</h1>');
    const perMessage = await prepareEmailContent({ defaultLanguage: 'tr', languages: { tr: { html: heading } } });
    expect(perMessage.languages.tr?.html).toContain('{{ coupon.code }}');
    expect(perMessage.languages.tr?.text).toBeUndefined();
  });
});
