import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { EgressError, guardedLookup, resolveAllowed, toEgressError } from './guarded-lookup';

export type TEgressRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  // The whole exchange, connect to last byte. Default 10 s.
  timeoutMs?: number;
  // Larger answers fail as unreachable. Default 1 MiB; 0 drops the body unread.
  maxResponseBytes?: number;
};

export type TEgressResponse = { status: number; header: (name: string) => string | null; body: Buffer };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1024 * 1024;

// Keep-alive agents, one pair per policy: the lookup is the agent's, so every new socket is checked.
const agentOptions = { keepAlive: true, maxSockets: 128, maxFreeSockets: 64, scheduling: 'lifo' as const };
const agents = new Map<boolean, { http: http.Agent; https: https.Agent }>();
function agentsFor(allowPrivate: boolean): { http: http.Agent; https: https.Agent } {
  let pair = agents.get(allowPrivate);
  if (!pair) {
    const lookup = guardedLookup(allowPrivate);
    pair = { http: new http.Agent({ ...agentOptions, lookup }), https: new https.Agent({ ...agentOptions, lookup }) };
    agents.set(allowPrivate, pair);
  }
  return pair;
}

function headerReader(headers: http.IncomingHttpHeaders): (name: string) => string | null {
  return (name) => {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
}

// One HTTP(S) request through the guard. Redirects are not followed (the caller sees the 3xx).
// Rejects with an EgressError only: `blocked` or `unreachable`, never the underlying error text.
export async function egressRequest(
  url: string,
  init: TEgressRequest,
  policy: { allowPrivate: boolean },
): Promise<TEgressResponse> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new EgressError('blocked');
  }
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') throw new EgressError('blocked');
  if (isIP(target.hostname.replace(/^\[|\]$/g, '')))
    await resolveAllowed(target.hostname, policy.allowPrivate).catch((error: unknown) => {
      throw toEgressError(error);
    });
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = init.maxResponseBytes ?? DEFAULT_MAX_BYTES;
  const pair = agentsFor(policy.allowPrivate);
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(toEgressError(error));
    const request = (secure ? https : http).request(
      target,
      {
        method: init.method ?? 'GET',
        agent: secure ? pair.https : pair.http,
        headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (maxBytes > 0 && size > maxBytes) return request.destroy(new EgressError('unreachable'));
          if (maxBytes > 0) chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            header: headerReader(response.headers),
            body: Buffer.concat(chunks),
          });
        });
        response.on('error', fail);
      },
    );
    const timer = setTimeout(() => request.destroy(new EgressError('unreachable')), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    request.end(body);
  });
}
