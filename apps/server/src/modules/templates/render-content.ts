import type { TLanguageContent, TMessageContent } from '@ulak/shared';
import { parseTemplate, renderParsed, type TParsedTemplate } from './liquid-sandbox';

const FIELDS = ['subject', 'html', 'text', 'body'] as const;
type TField = (typeof FIELDS)[number];
export type TRenderedContent = Partial<Record<TField, string>>;

// The member's language when the content has it, else the content's default, else the first one.
export function pickLanguage(content: TMessageContent, language: string | null | undefined): string {
  if (language && content.languages[language]) return language;
  if (content.languages[content.defaultLanguage]) return content.defaultLanguage;
  return Object.keys(content.languages)[0] ?? content.defaultLanguage;
}

// Parses each language's fields once; a batch renders many recipients from the same parsed templates.
export type TCompiledContent = Map<string, Partial<Record<TField, TParsedTemplate>>>;

export function compileContent(content: TMessageContent): TCompiledContent {
  const compiled: TCompiledContent = new Map();
  for (const [language, fields] of Object.entries(content.languages)) {
    const parsed: Partial<Record<TField, TParsedTemplate>> = {};
    for (const field of FIELDS) {
      const source = (fields as TLanguageContent)[field];
      if (source !== undefined) parsed[field] = parseTemplate(source);
    }
    compiled.set(language, parsed);
  }
  return compiled;
}

export async function renderCompiled(
  compiled: TCompiledContent,
  language: string,
  scope: Record<string, unknown>,
): Promise<TRenderedContent> {
  const parsed = compiled.get(language) ?? {};
  const out: TRenderedContent = {};
  for (const field of FIELDS) {
    const template = parsed[field];
    if (template) out[field] = await renderParsed(template, scope);
  }
  return out;
}
