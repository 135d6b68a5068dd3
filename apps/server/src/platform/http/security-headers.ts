import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ApiInstance } from './api-instance';

// Helmet's policy for every answer. The headers do not depend on the request, so helmet runs once at
// boot on a stand-in response and every request gets the resulting set (the Fastify plugin rebuilt
// helmet's middleware chain on each request, a measurable share of a small API call's CPU).
// Embedded pages lift the framing rules afterwards (framing.ts).
const POLICY = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' as const },
  crossOriginEmbedderPolicy: false,
};

export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  helmet(POLICY)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export function addSecurityHeaders(app: ApiInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

// A page's policy with its own inline scripts allowed by their hashes (`'sha256-…'`), and no other inline script.
export function allowInlineScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*script-src [^;]*)/,
    (_, start: string, directive: string) => `${start}${directive} ${hashes.map((hash) => `'${hash}'`).join(' ')}`,
  );
}
