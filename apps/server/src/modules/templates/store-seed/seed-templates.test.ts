import { Liquid } from 'liquidjs';
import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { GMAIL_CLIP_BYTES } from '@ulak/shared/templates/template-api';
import { sampleScope } from '../sample-scope';
import { compileTemplate } from '../template-compile';
import { SEED_LANGUAGES, SEED_TEMPLATES, seedMjml } from './seed-templates';

// Every variable a seeded template names must exist in the sample data (strictVariables), so a
// template never renders an empty hole for a variable of SPEC §3 that was misspelled.
const strict = new Liquid({ strictVariables: true, strictFilters: true, ownPropertyOnly: true });

const REQUIRED = [
  'welcome',
  'abandoned_cart',
  'order_thanks',
  'birthday',
  'win_back',
  'price_drop',
  'back_in_stock',
  'newsletter',
  'coupon',
  'order_evaluation',
  'satisfaction_survey',
  'gift_voucher_expiring',
];

describe('seeded store templates', () => {
  it('cover the twelve scenarios, free and premium', () => {
    expect(SEED_TEMPLATES.map((t) => t.key).sort()).toEqual([...REQUIRED].sort());
    expect(SEED_TEMPLATES.some((t) => t.premium)).toBe(true);
    expect(SEED_TEMPLATES.some((t) => !t.premium)).toBe(true);
  });

  for (const template of SEED_TEMPLATES)
    for (const lang of SEED_LANGUAGES)
      it(`${template.key} (${lang}) is valid MJML and renders with sample data under 102 KB`, async () => {
        const mjml = seedMjml(template, lang);
        const validated = await mjml2html(mjml, { validationLevel: 'strict' });
        expect(validated.errors).toEqual([]);
        const compiled = await compileTemplate({ subject: template.subject[lang], mjml, commercial: true });
        expect(compiled.warnings).toEqual([]);
        const scope = sampleScope(lang);
        const html = await strict.parseAndRender(compiled.html, scope);
        const subject = await strict.parseAndRender(template.subject[lang], scope);
        expect(Buffer.byteLength(html, 'utf8')).toBeLessThan(GMAIL_CLIP_BYTES);
        expect(html).not.toMatch(/\{\{|\{%/);
        expect(subject).not.toMatch(/\{\{|\{%/);
        expect(html).toContain('dont-send/preview');
        expect(html).toContain(`lang="${lang}"`);
        if (mjml.includes('cart.items')) expect(html).toContain(lang === 'tr' ? 'Keten gömlek' : 'Linen shirt');
        if (mjml.includes('product.title'))
          expect(html).toContain(lang === 'tr' ? 'Deri sırt çantası' : 'Leather backpack');
        if (mjml.includes('coupon.code')) expect(html).toContain('HOSGELDIN15');
      });
});
