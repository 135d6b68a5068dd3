import { describe, expect, it } from 'vitest';
import { renderTemplate, TemplateError } from './liquid-sandbox';
import { compileContent, pickLanguage, renderCompiled } from './render-content';

describe('liquid sandbox', () => {
  it('refuses to include, render or layout a file', async () => {
    for (const source of ["{% include 'package.json' %}", "{% render '/etc/passwd' %}", "{% layout 'x' %}"]) {
      await expect(renderTemplate(source, {})).rejects.toBeInstanceOf(TemplateError);
    }
  });

  it('cannot reach the environment or prototypes', async () => {
    expect(await renderTemplate('[{{ process.env.HOME }}][{{ member.constructor }}]', { member: { name: 'a' } })).toBe(
      '[][]',
    );
  });

  it('rejects unknown filters and runaway loops', async () => {
    await expect(renderTemplate('{{ name | nope }}', { name: 'x' })).rejects.toBeInstanceOf(TemplateError);
    await expect(renderTemplate('{% for i in (1..100000000) %}x{% endfor %}', {})).rejects.toBeInstanceOf(
      TemplateError,
    );
  });

  it('picks the member language, else the default', async () => {
    const content = {
      defaultLanguage: 'tr',
      languages: { tr: { subject: 'Merhaba {{ member.name }}' }, en: { subject: 'Hello {{ member.name }}' } },
    };
    const compiled = compileContent(content);
    expect(await renderCompiled(compiled, pickLanguage(content, 'en'), { member: { name: 'Jo' } })).toEqual({
      subject: 'Hello Jo',
    });
    expect(pickLanguage(content, 'de')).toBe('tr');
  });
});
