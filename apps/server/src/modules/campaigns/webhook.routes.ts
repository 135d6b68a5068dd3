import { z } from 'zod';
import { ZWebhookPayload, ZWebhookResult, dataEnvelope } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { triggerWebhook, WEBHOOK_DEDUPE_SECONDS } from './scheduler.service';
import { ZWebhookParams } from './tasks.routes';

const DESCRIPTION = [
  'Runs a webhook task. The secret in the path is the credential: a wrong one, an unknown task or a passive one',
  'all answer 404. Answers 202 with { runId, duplicate }.',
  '',
  'Send an `Idempotency-Key` header (up to 100 characters) to make retries safe: every call with the same key',
  'returns the run of the first one (duplicate: true). Without the header, a call whose JSON body equals one',
  `accepted in the last ${WEBHOOK_DEDUPE_SECONDS / 60} minutes returns that run instead of sending again.`,
].join('\n');

// Loose: only documents the header; every other header passes untouched.
const ZWebhookHeaders = z.looseObject({
  'idempotency-key': z.string().optional().describe('Makes retries of one call run the task once (max 100 characters)'),
});

// Public: a webhook task's secret URL. The secret in the path is the credential; a wrong one, an
// unknown task or a passive one all answer 404. `Idempotency-Key`, or an identical body within the dedupe
// window, makes a repeated call run once.
export const campaignWebhookRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/hooks/campaign-tasks/:id/:secret',
    {
      config: limited,
      schema: {
        description: DESCRIPTION,
        params: ZWebhookParams,
        headers: ZWebhookHeaders,
        body: ZWebhookPayload.optional(),
        response: { 202: dataEnvelope(ZWebhookResult) },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key.length > 0 && key.length <= 100 ? key : null;
      const body = ZWebhookPayload.parse(req.body ?? {});
      const result = await triggerWebhook(deps, req.params.id, req.params.secret, body, idempotencyKey);
      return reply.status(202).send({ data: result });
    },
  );
};
