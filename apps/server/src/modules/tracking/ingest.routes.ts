import { INGEST_MAX_BODY_BYTES } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { acceptBatch } from './ingest.service';
import { createRateLimiter } from './rate-limiter';

// Public SDK ingest at /t/v1/* (the SDK's wire contract). The platform mounts route plugins
// under /api/v1; routes of this scope are moved back to the root by an onRoute hook.
export const ingestRoutes: RoutePlugin = async (app, deps) => {
  const limiters = {
    ip: createRateLimiter(deps.config.rateLimitPublicPerMinute),
    token: createRateLimiter(deps.config.rateLimitPublicPerMinute * 100),
  };
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.url = route.url.replace(/^\/api\/v1\/t\//, '/t/');
      route.path = route.url;
    });
    // No cookies travel here; any page may post, the token and origin check decide.
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    scope.post('/t/v1/events', { bodyLimit: INGEST_MAX_BODY_BYTES }, async (req, reply) => {
      const origin = req.headers.origin ?? req.headers.referer;
      const result = await acceptBatch(deps, limiters, {
        body: req.body,
        origin,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      return reply.status(202).send({ data: { accepted: result.accepted } });
    });
  });
};
