import { ZWebhookPayload } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { triggerWebhook } from './scheduler.service';
import { ZWebhookParams } from './tasks.routes';

// Public: a webhook task's secret URL. The secret in the path is the credential; a wrong one, an
// unknown task or a passive one all answer 404. `Idempotency-Key` makes a retried call run once.
export const campaignWebhookRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/hooks/campaign-tasks/:id/:secret',
    { config: limited, schema: { params: ZWebhookParams, body: ZWebhookPayload.optional() } },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key.length > 0 && key.length <= 100 ? key : null;
      const body = ZWebhookPayload.parse(req.body ?? {});
      const result = await triggerWebhook(deps, req.params.id, req.params.secret, body, idempotencyKey);
      return reply.status(202).send({ data: result });
    },
  );
};
