import { ZPushConfig, ZPushRegistered, ZPushUnsubscribed, dataEnvelope } from '@ulak/shared';
import type { RoutePlugin } from '../../../platform/http/app';
import { createRateLimiter, registerSdkScope } from '../../tracking';
import { pushConfig, registerPush, unsubscribePush } from './push-intake.service';

const MAX_BODY_BYTES = 16 * 1024;

// Public push intake at /t/v1/push/* (the SDK's and mobile apps' wire contract), moved back to the
// root like the event ingest. No cookies travel here: the token and the origin decide.
export const pushIntakeRoutes: RoutePlugin = async (app, deps) => {
  const limiter = createRateLimiter(Math.max(10, Math.floor(deps.config.rateLimitPublicPerMinute / 10)));
  await registerSdkScope(app, (scope) => {
    const meta = (req: { body: unknown; headers: Record<string, unknown>; ip: string }) => ({
      body: req.body,
      origin: (req.headers.origin ?? req.headers.referer) as string | undefined,
      ip: req.ip,
      userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
    });
    scope.get('/t/v1/push/config', { schema: { response: { 200: dataEnvelope(ZPushConfig) } } }, async (req) => ({
      data: await pushConfig(deps, (req.query as { token?: string }).token),
    }));
    scope.post(
      '/t/v1/push/subscriptions',
      { bodyLimit: MAX_BODY_BYTES, schema: { response: { 201: dataEnvelope(ZPushRegistered) } } },
      async (req, reply) => reply.status(201).send({ data: await registerPush(deps, limiter, meta(req)) }),
    );
    scope.post(
      '/t/v1/push/unsubscribe',
      { bodyLimit: MAX_BODY_BYTES, schema: { response: { 200: dataEnvelope(ZPushUnsubscribed) } } },
      async (req) => ({
        data: await unsubscribePush(deps, limiter, meta(req)),
      }),
    );
  });
};
