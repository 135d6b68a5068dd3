import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOkResult, dataEnvelope } from '@ulak/shared';
import {
  ZWhatsappBulkReports,
  ZWhatsappSettings,
  ZWhatsappSettingsInput,
  ZWhatsappTestResult,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import { fileAnswer } from '../../../platform/http/openapi';
import type { RoutePlugin } from '../../../platform/http/app';
import { AppError } from '../../../platform/http/app-error';
import { userAuth } from '../../../platform/http/auth-context';
import {
  deleteWhatsappSettings,
  getWhatsappSettings,
  saveWhatsappSettings,
  testWhatsappConnection,
  whatsappBulkReports,
} from './whatsapp-settings.service';
import { receiveWebhook, verifyWebhook } from './whatsapp-webhook.service';

// Guard: user (registry). WhatsApp settings (provider, write-only service key and app secret), connection
// test, and the provider's bulk send reports.
export const whatsappSettingsRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const account = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;

  app.get(
    '/whatsapp-settings',
    { schema: { response: { 200: dataEnvelope(ZWhatsappSettings.nullable()) } } },
    async (req) => ({ data: await getWhatsappSettings(deps, account(req)) }),
  );
  app.put(
    '/whatsapp-settings',
    { schema: { body: ZWhatsappSettingsInput, response: { 200: dataEnvelope(ZWhatsappSettings) } } },
    async (req) => ({
      data: await saveWhatsappSettings(deps, account(req), req.body),
    }),
  );
  app.delete('/whatsapp-settings', { schema: { response: { 200: ZOkResult } } }, async (req) => {
    await deleteWhatsappSettings(deps, account(req));
    return { data: { ok: true } };
  });
  app.post(
    '/whatsapp-settings/test',
    { schema: { response: { 200: dataEnvelope(ZWhatsappTestResult) } }, config: limited },
    async (req) => ({
      data: await testWhatsappConnection(deps, account(req)),
    }),
  );
  app.get(
    '/whatsapp-settings/bulk-reports',
    { schema: { querystring: ZReportsQuery, response: { 200: dataEnvelope(ZWhatsappBulkReports) } } },
    async (req) => ({
      data: await whatsappBulkReports(deps, account(req), req.query.page),
    }),
  );
};

const ZReportsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

const ZWebhookParams = z.object({ key: z.string().min(10).max(64) });
const ZVerifyQuery = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

// Public, rate limited: the Cloud API status webhook. The signature covers the raw bytes, so this scope
// keeps JSON bodies as buffers.
export const whatsappWebhookRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) =>
      done(null, body),
    );
    scope.get(
      '/webhooks/whatsapp/:key',
      {
        schema: {
          params: ZWebhookParams,
          querystring: ZVerifyQuery,
          ...fileAnswer('text/plain', 'The hub.challenge echoed back when the verify token matches (403 otherwise)'),
        },
        config: limited,
      },
      async (req, reply) => {
        const challenge = await verifyWebhook(deps, req.params.key, {
          mode: req.query['hub.mode'],
          token: req.query['hub.verify_token'],
          challenge: req.query['hub.challenge'],
        });
        if (challenge === null) throw new AppError('forbidden', 403, 'errors.verify_token_mismatch');
        return reply.status(200).type('text/plain').send(challenge);
      },
    );
    scope.post(
      '/webhooks/whatsapp/:key',
      {
        schema: {
          params: ZWebhookParams,
          response: {
            200: dataEnvelope(z.object({ updated: z.number().int().describe('Message statuses recorded') })),
          },
        },
        config: limited,
      },
      async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['x-hub-signature-256'];
        const result = await receiveWebhook(
          deps,
          req.params.key,
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        if (!result.accepted) throw new AppError('unauthenticated', 401, 'errors.invalid_signature');
        return reply.status(200).send({ data: { updated: result.updated } });
      },
    );
  });
};
