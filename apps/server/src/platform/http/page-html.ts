import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { resolveLanguage, type TUiLanguage } from '@ulak/shared/locales';
import { LANGUAGE_COOKIE, PAGE_PRELOADS_FILE, type TPagePreloads } from '@ulak/shared/page-preloads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowInlineScripts } from './security-headers';
import { addVary } from './vary';

type TRoute = { pattern: RegExp; rank: number; files: string[] };
type TVariant = { etag: string; plain: Buffer; br: Buffer; gzip: Buffer };
type TEncoding = 'br' | 'gzip' | null;

// What the build names: a hashed script under /assets/ (anything else is not written into the page).
const CHUNK_URL = /^\/assets\/[\w.-]+\.js$/;

// A React Router path (`/user/member/:id`, `:id?`, `*`) as an expression over a request path; matching ignores
// case and a trailing slash, as the router does.
export function routePattern(routePath: string): { pattern: RegExp; rank: number } {
  const segments = routePath.split('/').filter(Boolean);
  let rank = 0;
  const parts = segments.map((segment) => {
    if (segment === '*') return '(?:/.*)?';
    if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    rank += 1;
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return { pattern: new RegExp(`^${parts.join('')}/?$`, 'i'), rank };
}

// The UI language the page will start in, by the app's own rule (resolveLanguage): `?hl=`, then the stored choice
// (mirrored in a cookie), then the browser's languages by their weights.
export function pageLanguage(request: FastifyRequest): TUiLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const stored = String(request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const browserLanguages = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => ({
      tag: part.split(';')[0]?.trim() ?? '',
      q: Number(/;\s*q=([\d.]+)/.exec(part)?.[1] ?? 1),
      index,
    }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return resolveLanguage({
    queryHl: typeof query?.hl === 'string' ? query.hl : null,
    stored: stored ?? null,
    browserLanguages,
  });
}

function acceptedEncoding(request: FastifyRequest): TEncoding {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

function variantOf(html: string): TVariant {
  const plain = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`,
    plain,
    br: zlib.brotliCompressSync(plain),
    gzip: zlib.gzipSync(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

// The hashes of the page's inline scripts (the early requests script the build puts in its head), for the page's
// content security policy.
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
}

// index.html for every deep link, naming the chunks of the page asked for (and of its language's strings) as
// module preloads. The browser then fetches them alongside the entry script: without them they were requested
// only after the entry had downloaded and run. Each variant is built and compressed once, on first use.
export class PageHtml {
  private readonly routes: TRoute[];
  private readonly variants = new Map<string, TVariant>();
  private readonly scriptHashes: string[];

  constructor(
    private readonly template: string,
    private readonly preloads: TPagePreloads | null,
  ) {
    this.scriptHashes = inlineScriptHashes(template);
    this.routes = (preloads?.routes ?? [])
      .map((route) => ({ ...routePattern(route.path), files: route.files.filter((f) => CHUNK_URL.test(f)) }))
      .sort((a, b) => b.rank - a.rank);
  }

  static load(distDir: string): PageHtml {
    const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const preloadsFile = path.join(distDir, PAGE_PRELOADS_FILE);
    const preloads = existsSync(preloadsFile)
      ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as TPagePreloads)
      : null;
    return new PageHtml(template, preloads);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const pathname = request.url.split('?')[0] ?? '/';
    const variant = this.variant(pathname, pageLanguage(request));
    addVary(reply, 'Accept-Encoding');
    addVary(reply, 'Accept-Language');
    addVary(reply, 'Cookie');
    reply.header('cache-control', 'no-cache').header('etag', variant.etag).type('text/html; charset=utf-8');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', allowInlineScripts(policy, this.scriptHashes));
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? variant[encoding] : variant.plain);
  }

  private variant(pathname: string, language: TUiLanguage): TVariant {
    const index = this.routes.findIndex((route) => route.pattern.test(pathname));
    const key = `${index}:${language}`;
    let variant = this.variants.get(key);
    if (!variant) {
      const strings = (this.preloads?.languages[language] ?? []).filter((f) => CHUNK_URL.test(f));
      const files = [...strings, ...(this.routes[index]?.files ?? [])];
      // Low priority: the style sheet and the entry script, which the page needs first, go out ahead of these on
      // a slow connection, and the page's own text (the product's name) paints without waiting for them.
      const links = files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`);
      variant = variantOf(this.template.replace('</head>', `${links.join('')}</head>`));
      this.variants.set(key, variant);
    }
    return variant;
  }
}

// The pages of the build on disk, read again when a new build replaces index.html or the preload list under a
// running server (a stale page would name chunks the new build deleted).
export function pagesOf(distDir: string): () => PageHtml {
  const files = [path.join(distDir, 'index.html'), path.join(distDir, PAGE_PRELOADS_FILE)];
  const stamp = () => files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
  let loaded = { stamp: stamp(), pages: PageHtml.load(distDir) };
  return () => {
    const now = stamp();
    if (now !== loaded.stamp) loaded = { stamp: now, pages: PageHtml.load(distDir) };
    return loaded.pages;
  };
}
