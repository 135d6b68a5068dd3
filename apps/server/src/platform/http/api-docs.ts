import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiInstance } from './api-instance';

// The API reference page at /api/docs: the OpenAPI document (/api/v1/openapi.json) rendered by the API
// reference viewer shipped in node_modules, served from this server (no CDN, no inline script: the CSP holds).
export const API_DOCS_PATH = '/api/docs';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Ulak API reference</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="${API_DOCS_PATH}/viewer.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

const INIT = `Scalar.createApiReference('#api-reference', {
  url: '/api/v1/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  customCss: ':root { --scalar-font: system-ui, sans-serif; --scalar-font-code: ui-monospace, monospace; }',
});
`;

function viewerFile(): string {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

export function registerApiDocs(app: ApiInstance): void {
  let viewer: Promise<Buffer> | null = null;
  const hidden = { schema: { hide: true } };
  app.get(API_DOCS_PATH, hidden, async (_request, reply) => {
    // The viewer declares web fonts on its vendor's host: the page loads fonts from this server only.
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy.replace(/font-src [^;]*/, "font-src 'self' data:"))
      .send(PAGE);
  });
  app.get(`${API_DOCS_PATH}/init.js`, hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT),
  );
  app.get(`${API_DOCS_PATH}/viewer.js`, hidden, async (_request, reply) => {
    viewer ??= fs.readFile(viewerFile());
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await viewer);
  });
}
