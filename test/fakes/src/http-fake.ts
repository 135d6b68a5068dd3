import http from 'node:http';

// Shared plumbing of the HTTP provider fakes: a server on 127.0.0.1, the raw request body, a record
// of every request, and a per-key rate limit that answers 429 with Retry-After like a real provider.

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: unknown;
  at: number;
};

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> };

export type FakeHandler = (req: RecordedRequest, url: URL) => FakeReply | Promise<FakeReply>;

export type HttpFake = {
  url: string;
  requests: () => RecordedRequest[];
  clear: () => void;
  close: () => Promise<void>;
};

// `port` 0 picks a free port; browser tests give a fixed one the server under test was started with.
export async function startHttpFake(handler: FakeHandler, port = 0): Promise<HttpFake> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = body ? JSON.parse(body) : null;
      } catch {
        json = null;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        body,
        json,
        at: Date.now(),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, url))
        .then((reply) => {
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
          res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: String(error) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests: () => [...requests],
    clear: () => void requests.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A fixed one-second window per key: `limit` units a second, the rest refused with Retry-After.
export function windowLimiter() {
  const windows = new Map<string, { second: number; used: number }>();
  return {
    // Answers the seconds to wait, or 0 when `units` fit in the current second.
    take(key: string, limit: number | null, units = 1): number {
      if (limit === null) return 0;
      const second = Math.floor(Date.now() / 1000);
      const window = windows.get(key);
      const current = window && window.second === second ? window : { second, used: 0 };
      windows.set(key, current);
      if (current.used + units > limit) return 1;
      current.used += units;
      return 0;
    },
  };
}

export function basicAuth(header: string | undefined): { user: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
