import { compile } from 'html-to-text';

// MJML → responsive HTML. Templates compile once (Liquid placeholders pass through untouched) and
// variables are filled per recipient afterwards, so a big send never runs MJML per message.
// MJML (its parsers and minifiers) loads on the first MJML template: a worker sending HTML never holds it.
export async function compileMjml(source: string): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  return result.html;
}

export function isMjml(source: string): boolean {
  return /^\s*<mjml[\s>]/i.test(source);
}

// The plain-text part: readable text, links kept as "text [url]", images dropped. The converter is
// compiled once (building it per call costs more than converting).
const toPlainText = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
});

export function htmlToPlainText(html: string): string {
  return toPlainText(html);
}

// RFC 5322 header values must not carry line breaks: one would let a subject or a name inject headers.
export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}
