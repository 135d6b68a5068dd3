import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchBody, WireEvent } from '../src/core/wire.types';

const SDK_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/ulak.js');

export type RecordedRequest = {
  method: string;
  path: string;
  status: number;
  contentType: string;
  // 'no-cors' for sendBeacon with a text/plain Blob, 'cors' for fetch
  fetchMode: string;
  body?: BatchBody;
};

export type ScriptedFailure = { status: number; headers?: Record<string, string> };

// Two origins on 127.0.0.1, as in production: the shop's pages on one port, ulak.js and the ingest
// API on another, so the SDK's cross-origin POST must stay a CORS-simple request.
export type IngestRecorder = {
  shopOrigin: string;
  ingestOrigin: string;
  requests: RecordedRequest[];
  setPage(pathname: string, html: string): void;
  failNext(...failures: ScriptedFailure[]): void;
  accepted(): BatchBody[];
  events(): WireEvent[];
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

export async function startIngestRecorder(): Promise<IngestRecorder> {
  const pages = new Map<string, string>();
  const failures: ScriptedFailure[] = [];
  const requests: RecordedRequest[] = [];

  const shop = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const html = pages.get(pathname);
    response.writeHead(html === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(html ?? 'not found');
  });

  const ingest = createServer((request, response) => {
    void handleIngest(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });

  async function handleIngest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const cors = { 'access-control-allow-origin': '*' };
    if (request.method === 'GET' && pathname === '/ulak.js') {
      response.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' });
      response.end(readFileSync(SDK_FILE));
      return;
    }
    // The widgets plugin's one configuration request per page: none here (widgets have their own specs).
    if (request.method === 'GET' && pathname === '/t/v1/widgets') {
      response.writeHead(200, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { widgets: [] } }));
      return;
    }
    const text = await readBody(request);
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: pathname,
      status: 404,
      contentType: String(request.headers['content-type'] ?? ''),
      fetchMode: String(request.headers['sec-fetch-mode'] ?? ''),
    };
    requests.push(recorded);
    if (request.method !== 'POST' || pathname !== '/t/v1/events') {
      response.writeHead(404, cors);
      response.end();
      return;
    }
    recorded.body = JSON.parse(text) as BatchBody;
    const failure = failures.shift();
    recorded.status = failure?.status ?? 202;
    response.writeHead(recorded.status, { ...cors, 'content-type': 'application/json', ...failure?.headers });
    response.end(
      JSON.stringify(
        failure ? { error: { code: 'unavailable' } } : { data: { accepted: recorded.body.events.length } },
      ),
    );
  }

  const [shopOrigin, ingestOrigin] = await Promise.all([listen(shop), listen(ingest)]);
  const accepted = () => requests.filter((r) => r.status === 202 && r.body).map((r) => r.body as BatchBody);
  return {
    shopOrigin,
    ingestOrigin,
    requests,
    setPage: (pathname, html) => void pages.set(pathname, html),
    failNext: (...next) => void failures.push(...next),
    accepted,
    events: () => accepted().flatMap((body) => body.events),
    close: () =>
      Promise.all([shop, ingest].map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
        () => undefined,
      ),
  };
}

// A storefront page with the documented snippet; `before` runs against the stub, `body` is extra markup.
export function shopPageHtml(
  recorder: IngestRecorder,
  options: { before?: string; body?: string; debug?: boolean } = {},
): string {
  const debug = options.debug ? ' data-debug="true"' : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test Shop</title>
<script>window.ulak=window.ulak||function(){(window.ulak.q=window.ulak.q||[]).push(arguments)};</script>
<script>${options.before ?? ''}</script>
<script async src="${recorder.ingestOrigin}/ulak.js" data-token="tok_e2e"${debug}></script>
</head><body><h1>Test Shop</h1>${options.body ?? ''}</body></html>`;
}
