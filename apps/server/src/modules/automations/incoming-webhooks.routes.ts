import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZIncomingWebhookResult, dataEnvelope } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { receiveIncomingWebhook } from './engine/incoming-webhooks.service';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

// Public, rate limited: an outside system starts a webhook-triggered workflow (see ZIncomingWebhookBody).
// The signature covers the raw bytes, so this scope keeps JSON bodies as text.
export const incomingWebhookRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 262_144 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/hooks/workflows/:id',
      {
        schema: {
          params: ZIdParams,
          response: {
            202: dataEnvelope(ZIncomingWebhookResult),
            // A delivery id seen before: nothing new started.
            200: dataEnvelope(ZIncomingWebhookResult),
          },
        },
        config: limited,
      },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const result = await receiveIncomingWebhook(deps, req.params.id, raw, {
          signature: header(req.headers['x-ulak-signature']),
          timestamp: header(req.headers['x-ulak-timestamp']),
          authorization: header(req.headers.authorization),
          deliveryId: header(req.headers['idempotency-key']) ?? header(req.headers['x-ulak-delivery']),
        });
        return reply.status(result.status === 'duplicate' ? 200 : 202).send({ data: result });
      },
    );
  });
};
