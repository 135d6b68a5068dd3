import { GMAIL_CLIP_BYTES, type TTemplateWarning } from '@ulak/shared/templates/template-api';
import { AppError } from '../../platform/http/app-error';
import { HTTP_STATUS } from '@ulak/shared';
import { TemplateError, parseTemplate, renderParsed } from './liquid-sandbox';

// A 422 naming where the template is wrong, in the request's language (`templates.*` messages).
function templateInvalid(messageKey: string, params: Record<string, string | number>, field: string): AppError {
  return new AppError('validation', HTTP_STATUS.validation, messageKey, params, [messageKey], {
    [field]: [messageKey],
  });
}

const LIQUID_PLACE = /line:(\d+), col:(\d+)/;

// Liquid is parsed first: a syntax error names its line and column (of the MJML or of the subject).
function checkLiquid(source: string, field: 'mjml' | 'subject'): void {
  try {
    parseTemplate(source);
  } catch (error) {
    const reason = error instanceof TemplateError ? error.reason : String(error);
    const place = LIQUID_PLACE.exec(reason);
    const detail = reason.replace(/, line:\d+, col:\d+.*$/s, '');
    throw templateInvalid(
      field === 'subject' ? 'templates.liquid_error_subject' : 'templates.liquid_error',
      { line: place?.[1] ?? '?', column: place?.[2] ?? '?', detail },
      field,
    );
  }
}

type TMjmlIssue = { line: number; message: string; tagName: string };

// MJML with the same options the send path compiles with (soft validation, comments dropped); any
// validation issue is refused with its line, so nothing the send path would quietly mangle is saved.
async function compileStrict(source: string): Promise<string> {
  if (!/^\s*<mjml[\s>]/i.test(source)) throw templateInvalid('templates.mjml_root', {}, 'mjml');
  let result: { html: string; errors: TMjmlIssue[] };
  try {
    // Loaded on first use (see compileMjml in the email channel).
    const { default: mjml2html } = await import('mjml');
    result = (await mjml2html(source, { validationLevel: 'soft', keepComments: false })) as typeof result;
  } catch (error) {
    throw templateInvalid(
      'templates.mjml_error',
      { line: '?', detail: error instanceof Error ? error.message : String(error) },
      'mjml',
    );
  }
  // The editor gives components an id when they are styled; MJML ignores it, so it is not an error.
  const issue = result.errors.find((e) => e.message !== 'Attribute id is illegal');
  if (issue)
    throw templateInvalid(
      'templates.mjml_error',
      { line: issue.line, detail: `${issue.tagName}: ${issue.message}` },
      'mjml',
    );
  return result.html;
}

const IMG_TAG = /<(mj-image|img)\b[^>]*>/gi;
const HAS_ALT = /\balt\s*=\s*("[^"]*\S[^"]*"|'[^']*\S[^']*')/i;

// Checks shown before saving (warnings, the save goes on): Gmail clips bodies over 102 KB, images
// without alt text, a commercial template without the unsubscribe link.
export function templateWarnings(mjml: string, html: string, commercial: boolean): TTemplateWarning[] {
  const warnings: TTemplateWarning[] = [];
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes > GMAIL_CLIP_BYTES) warnings.push({ code: 'gmail_clip', bytes });
  const missingAlt = [...mjml.matchAll(IMG_TAG)].filter(([tag]) => !HAS_ALT.test(tag)).length;
  if (missingAlt > 0) warnings.push({ code: 'image_alt', count: missingAlt });
  if (commercial && !/\{\{-?\s*unsubscribe_link\b/.test(mjml)) warnings.push({ code: 'unsubscribe_missing' });
  return warnings;
}

export type TCompiledTemplate = { html: string; sizeBytes: number; warnings: TTemplateWarning[] };

// The authoritative render of a saved template: Liquid checked, MJML compiled, checks run. Throws a
// 422 before anything is written.
export async function compileTemplate(input: {
  subject: string;
  mjml: string;
  commercial: boolean;
}): Promise<TCompiledTemplate> {
  checkLiquid(input.subject, 'subject');
  checkLiquid(input.mjml, 'mjml');
  const html = await compileStrict(input.mjml);
  checkLiquid(html, 'mjml');
  return {
    html,
    sizeBytes: Buffer.byteLength(html, 'utf8'),
    warnings: templateWarnings(input.mjml, html, input.commercial),
  };
}

// The compiled HTML filled in with a scope (sample values in the editor's preview).
export async function renderWithScope(source: string, scope: Record<string, unknown>): Promise<string> {
  try {
    return await renderParsed(parseTemplate(source), scope);
  } catch (error) {
    const reason = error instanceof TemplateError ? error.reason : String(error);
    throw templateInvalid('templates.render_error', { detail: reason }, 'mjml');
  }
}
