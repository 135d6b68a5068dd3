import type { ApiInstance } from './api-instance';
import { addVary } from './vary';

// What @fastify/cors answered with an allow-list origin and no credentials, with the options read once at
// boot (the plugin copied its options and built an origin resolver on every request):
// - every answer varies by Origin;
// - a request without an Origin, or from an allowed one, is served, the allowed origin named back;
// - its preflight (OPTIONS with Origin and Access-Control-Request-Method) answers 204 at once with the
//   methods and the asked headers; a preflight missing either header answers 400;
// - a request from any other origin gets no CORS header, and its preflight the 404 of the OPTIONS route.
const PREFLIGHT_METHODS = 'GET,HEAD,POST';

export function addCors(app: ApiInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  app.decorateRequest('corsPreflightEnabled', false);
  app.addHook('onRequest', (request, reply, done) => {
    addVary(reply, 'Origin');
    const origin = request.headers.origin;
    if (origin && !allowed.has(origin)) return done();
    if (origin) reply.header('access-control-allow-origin', origin);
    if (request.raw.method !== 'OPTIONS') return done();
    if (!origin || !request.headers['access-control-request-method']) {
      reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    request.corsPreflightEnabled = true;
    reply.header('access-control-allow-methods', PREFLIGHT_METHODS);
    addVary(reply, 'Access-Control-Request-Headers');
    const asked = request.headers['access-control-request-headers'];
    if (asked !== undefined) reply.header('access-control-allow-headers', asked);
    reply.code(204).header('content-length', '0').send();
  });
  // Routes OPTIONS requests; an allowed preflight was answered by the hook above.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflightEnabled) return reply.callNotFound();
    return reply.send();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    corsPreflightEnabled: boolean;
  }
}
