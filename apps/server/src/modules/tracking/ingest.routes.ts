import { INGEST_MAX_BODY_BYTES } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { acceptBatch } from './ingest.service';
import { createRateLimiter } from './rate-limiter';
import { registerSdkScope } from './sdk-scope';
import { ZIngestResult } from '@ulak/shared';

// Public SDK ingest at /t/v1/* (the SDK's wire contract).
export const ingestRoutes: RoutePlugin = async (app, deps) => {
  const limiters = {
    ip: createRateLimiter(deps.config.rateLimitPublicPerMinute),
    token: createRateLimiter(deps.config.rateLimitPublicPerMinute * 100),
  };
  await registerSdkScope(app, (scope) => {
    scope.post(
      '/t/v1/events',
      { bodyLimit: INGEST_MAX_BODY_BYTES, schema: { response: { 202: ZIngestResult } } },
      async (req, reply) => {
        const origin = req.headers.origin ?? req.headers.referer;
        const result = await acceptBatch(deps, limiters, {
          body: req.body,
          origin,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        });
        return reply.status(202).send({ data: { accepted: result.accepted } });
      },
    );
  });
};
