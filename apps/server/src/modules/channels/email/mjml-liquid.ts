import { TEMPLATE_LIMITS } from '../../templates';
import { compileMjml } from './email-content';
import { LruCache, compileMjmlCached, mjmlKey } from './mjml-cache';

// Liquid outputs (`{{ ... }}`) and tags (`{% ... %}`), as the Liquid tokenizer sees them.
const LIQUID_TOKEN = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

type TLiquidShape = { tags: string[]; outputs: Set<string> };

// The tags in order, and each output with the number of tags before it: the region of the template
// (between two tags) it renders in, which is what decides whether and how often it renders.
function liquidShape(text: string): TLiquidShape {
  const tags: string[] = [];
  const outputs = new Set<string>();
  for (const [token] of text.matchAll(LIQUID_TOKEN)) {
    if (token.startsWith('{%')) tags.push(token);
    else outputs.add(`${tags.length}:${token}`);
  }
  return { tags, outputs };
}

function sameShape(a: TLiquidShape, b: TLiquidShape): boolean {
  if (a.tags.length !== b.tags.length || a.tags.some((tag, i) => tag !== b.tags[i])) return false;
  if (a.outputs.size !== b.outputs.size) return false;
  for (const output of a.outputs) if (!b.outputs.has(output)) return false;
  return true;
}

// The plain-text part of a compiled template, derived once with its Liquid kept: the converter drops
// whole elements (the head, images) with any output in them, which rendering first would drop too, but
// a tag lost or an output changed (headings are upper-cased, long lines wrapped) needs the per-message
// conversion. Null then.
export function plainTextForLiquid(html: string, text: string): string | null {
  const from = liquidShape(html);
  const to = liquidShape(text);
  if (from.tags.length !== to.tags.length || from.tags.some((tag, i) => tag !== to.tags[i])) return null;
  for (const output of to.outputs) if (!from.outputs.has(output)) return null;
  return text;
}

// Each output replaced by a number: what MJML makes of a value it computes with (a width, a padding).
function probeSource(source: string): { probe: string; values: Map<string, string> } {
  const values = new Map<string, string>();
  const probe = source.replace(LIQUID_TOKEN, (token) => {
    if (token.startsWith('{%')) return token;
    let value = values.get(token);
    if (value === undefined) {
      value = `9${values.size}7`;
      values.set(token, value);
    }
    return value;
  });
  return { probe, values };
}

// Whether MJML passes every output through as opaque text: compiling with numbers in their place
// gives the same HTML as putting the numbers into the compiled template.
async function outputsOpaque(source: string, html: string): Promise<boolean> {
  const { probe, values } = probeSource(source);
  if (values.size === 0) return true;
  const probed = await compileMjml(probe);
  return html.replace(LIQUID_TOKEN, (token) => values.get(token) ?? token) === probed;
}

// Verdicts by template content (the compiled HTML itself is in the MJML cache).
const verdicts = new LruCache<boolean>({ maxEntries: 2000, maxBytes: 2000 }, () => 1);

async function keepsLiquid(source: string, html: string): Promise<boolean> {
  const key = mjmlKey(source);
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const verdict = sameShape(liquidShape(source), liquidShape(html)) && (await outputsOpaque(source, html));
  verdicts.set(key, verdict);
  return verdict;
}

// An MJML template compiled once, before any variable is filled: the HTML Liquid then renders per
// recipient. MJML keeps Liquid text it does not understand (in text, in href/src/alt, in mj-raw), but
// it drops text between structural elements (`{% if %}` between two mj-section) and computes with some
// attribute values (a column width of `{{ w }}` becomes NaN). So the compiled HTML is used only when it
// carries exactly the template's Liquid: the same tags in the same order, every output in the same
// region (moved or repeated within its region is harmless, as MJML does with mj-title and mj-image
// attributes), and every output passed through untouched (checked by compiling once with numbers in
// their place). Else null: the message is rendered with Liquid first and compiled per recipient.
export async function compileMjmlForLiquid(source: string): Promise<string | null> {
  try {
    const html = await compileMjmlCached(source);
    if (html.length > TEMPLATE_LIMITS.parseChars) return null;
    return (await keepsLiquid(source, html)) ? html : null;
  } catch {
    return null;
  }
}
