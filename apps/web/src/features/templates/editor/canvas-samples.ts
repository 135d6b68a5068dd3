// Sample values in the editor's canvas: the merge tags (`{{ member.name }}`) of every variable group show the
// sample a preview renders with, and come back as tags when the merchant switches back. Only the canvas's
// DOM changes; the template (the editor's components) keeps its tags, so what is saved, previewed and sent
// is untouched. Liquid control tags (`{% for %}`, `{% if %}`) are hidden while samples show; a loop's variable
// shows its list's first item.

type TScope = Record<string, unknown>;

const OUTPUT = /\{\{-?\s*([\s\S]*?)\s*-?\}\}/g;
const TAG = /\{%-?\s*([\s\S]*?)\s*-?%\}/g;
const FOR = /^for\s+([A-Za-z_]\w*)\s+in\s+([\w.[\]"'-]+)/;

// `member.name`, `member_tag["vip"]`, `cart.items[0].title` as a list of keys.
export function parsePath(expression: string): (string | number)[] | null {
  const keys: (string | number)[] = [];
  const re = /^(?:([A-Za-z_][\w-]*)|\.([A-Za-z_][\w-]*)|\[\s*"([^"]*)"\s*\]|\[\s*'([^']*)'\s*\]|\[\s*(\d+)\s*\])/;
  let rest = expression.trim();
  while (rest.length > 0) {
    const match = re.exec(rest);
    if (!match || (keys.length === 0 && match[1] === undefined)) return null;
    const [whole, name, dotted, double, single, index] = match;
    keys.push(index !== undefined ? Number(index) : (name ?? dotted ?? double ?? single ?? ''));
    rest = rest.slice(whole.length);
  }
  return keys.length > 0 ? keys : null;
}

function lookup(scope: unknown, keys: (string | number)[]): unknown {
  let value = scope;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

function quoted(argument: string | undefined): string | undefined {
  const match = /^\s*(?:"([^"]*)"|'([^']*)')\s*$/.exec(argument ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

// The sample text of one `{{ ... }}` body (a path and filters), or null when there is none to show.
export function sampleOf(body: string, samples: TScope, aliases: Record<string, (string | number)[]> = {}) {
  const [expression = '', ...filters] = body.split('|');
  const keys = parsePath(expression);
  if (!keys) return null;
  const head = keys[0];
  const alias = typeof head === 'string' ? aliases[head] : undefined;
  let value = lookup(samples, alias ? [...alias, ...keys.slice(1)] : keys);
  for (const filter of filters) {
    const [name = '', argument] = filter.split(':');
    const fn = name.trim();
    if (fn === 'default' && (value === undefined || value === null || value === '')) value = quoted(argument);
    else if (typeof value === 'string' && fn === 'upcase') value = value.toLocaleUpperCase();
    else if (typeof value === 'string' && fn === 'downcase') value = value.toLocaleLowerCase();
    else if (typeof value === 'string' && fn === 'capitalize')
      value = value.charAt(0).toLocaleUpperCase() + value.slice(1);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

// Loop variables met so far in document order: `{% for item in cart.items %}` makes `item` the first item.
export function withLoops(text: string, aliases: Record<string, (string | number)[]>) {
  for (const match of text.matchAll(TAG)) {
    const loop = FOR.exec(match[1] ?? '');
    const list = loop ? parsePath(loop[2] ?? '') : null;
    if (loop?.[1] && list) aliases[loop[1]] = [...list, 0];
  }
}

// A text with every merge tag that has a sample replaced by it, and the control tags removed.
export function fillSamples(text: string, samples: TScope, aliases: Record<string, (string | number)[]> = {}): string {
  withLoops(text, aliases);
  return text.replace(TAG, '').replace(OUTPUT, (whole, body: string) => sampleOf(body, samples, aliases) ?? whole);
}

const HAS_LIQUID = /\{\{|\{%/;
const ATTRIBUTES = ['src', 'href', 'alt', 'title'];

// Shows the samples in a canvas document; the returned function puts every tag back as it was.
export function showSamples(doc: Document, samples: TScope): () => void {
  const undo: (() => void)[] = [];
  const aliases: Record<string, (string | number)[]> = {};
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.nodeValue ?? '';
      if (!HAS_LIQUID.test(text)) continue;
      const filled = fillSamples(text, samples, aliases);
      if (filled === text) continue;
      const textNode = node;
      textNode.nodeValue = filled;
      undo.push(() => {
        if (textNode.nodeValue === filled) textNode.nodeValue = text;
      });
      continue;
    }
    const element = node as Element;
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (!value || !HAS_LIQUID.test(value)) continue;
      const filled = fillSamples(value, samples, aliases);
      if (filled === value) continue;
      element.setAttribute(name, filled);
      undo.push(() => {
        if (element.getAttribute(name) === filled) element.setAttribute(name, value);
      });
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
