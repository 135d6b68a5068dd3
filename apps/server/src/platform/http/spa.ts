import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WIDGET_TYPES } from '@ulak/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from './api-instance';
import { fileAnswer } from './openapi';
import { pagesOf } from './page-html';
import { addVary } from './vary';

const API_PREFIXES = ['/api/', '/t/', '/docs'];
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'referrer-policy',
  // Sent with every page (index.html); once per host is all a browser needs.
  'strict-transport-security',
  // A hashed asset is cached as immutable and never revalidated, so validators are dead weight too.
  'etag',
  'last-modified',
];

export type TSendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

// Serves the built SPA; deep links (any GET that is not an API call and wants HTML) answer index.html, through
// the returned function (null without a build).
export async function registerSpa(app: ApiInstance, distDir: string, sdkFile: string): Promise<TSendPage | null> {
  app.get(
    '/ulak.js',
    { schema: fileAnswer('application/javascript', 'The shop SDK script') },
    async (_request, reply) => {
      if (!existsSync(sdkFile)) return reply.callNotFound();
      return (
        reply
          .type('application/javascript')
          .header('cache-control', 'public, max-age=300')
          // Shops load it from their own origin; helmet's same-origin default would block it.
          .header('cross-origin-resource-policy', 'cross-origin')
          .sendFile(path.basename(sdkFile), path.dirname(sdkFile))
      );
    },
  );
  // The push service worker. A worker must come from the shop's own origin, so the shop hosts a
  // one-line /ulak-sw.js with importScripts() of this file (the push settings screen shows it).
  const workerFile = path.join(path.dirname(sdkFile), 'ulak-sw.js');
  app.get(
    '/ulak-sw.js',
    { schema: fileAnswer('application/javascript', 'The web push service worker script') },
    async (_request, reply) => {
      if (!existsSync(workerFile)) return reply.callNotFound();
      return reply
        .type('application/javascript')
        .header('cache-control', 'public, max-age=300')
        .header('cross-origin-resource-policy', 'cross-origin')
        .sendFile('ulak-sw.js', path.dirname(workerFile));
    },
  );
  // Each widget type's module, loaded by ulak.js only when a widget of that type shows.
  const widgetsDir = path.join(path.dirname(sdkFile), 'widgets');
  app.get(
    '/ulak-widgets/:file',
    { schema: fileAnswer('application/javascript', "A widget type's script module (`<type>.js`)") },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const type = /^([a-z_]{2,40})\.js$/.exec(file)?.[1];
      if (!type || !(WIDGET_TYPES as readonly string[]).includes(type) || !existsSync(path.join(widgetsDir, file))) {
        return reply.callNotFound();
      }
      return reply
        .type('application/javascript')
        .header('cache-control', 'public, max-age=300')
        .header('cross-origin-resource-policy', 'cross-origin')
        .sendFile(file, widgetsDir);
    },
  );
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file; the plugin picks one by accept-encoding.
    preCompressed: true,
    // Off, or the plugin's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
  // Set here, not in setHeaders: the reply's own Vary (CORS's Origin) would replace a raw header.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/assets/')) return done(null, payload);
    // Document-only policies mean nothing on a script or style sheet, and each costs bytes on every chunk.
    for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    addVary(reply, 'Accept-Encoding');
    done(null, payload);
  });
  const pages = pagesOf(distDir);
  return (request, reply) => pages().send(request, reply);
}

// Files under assets/ carry a content hash in their name, so they never change: cached for a year without
// revalidation. Everything else (index.html, builds/latest.json) is revalidated on every load.
export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  return !path.extname(url) || url.endsWith('.html');
}
