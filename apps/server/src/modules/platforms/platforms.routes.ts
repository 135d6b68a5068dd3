import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, dataEnvelope } from '@ulak/shared';
import {
  ZDataRequestFile,
  ZDataRequestParams,
  ZPartnerLoginToken,
  ZPartnerLoginTokenQuery,
  ZPlatformAccount,
  ZPlatformAccountInput,
  ZPlatformApiToken,
  ZPlatformStats,
  ZPlatformDataRequestList,
  ZShopifyEmbeddedAccountInput,
  ZShopifyEmbeddedLanding,
  ZShopifyEmbeddedLinkInput,
  ZShopifyEmbeddedShop,
  ZShopifyInstallInput,
  ZShopifyInstallStart,
  ZShopifySessionInput,
  ZShopifyWebhookAck,
  ZStatsRangeQuery,
} from '@ulak/shared/platforms';
import type { RoutePlugin } from '../../platform/http/app';
import { AppError } from '../../platform/http/app-error';
import { ZErrorBody, redirectAnswer } from '../../platform/http/openapi';
import { bearerToken, userAuth } from '../../platform/http/auth-context';
import {
  archivePlatform,
  createPlatform,
  generateApiToken,
  getPlatform,
  listPlatforms,
  partnerLoginToken,
  platformStats,
  toPlatformAccount,
} from './platforms.service';
import {
  completeShopifyInstall,
  installFromSessionToken,
  startShopifyInstall,
} from './shopify/shopify-install.service';
import { dataRequestFile, listDataRequests } from './shopify/shopify-data-request.service';
import { createAccountFromEmbedded, embeddedShop, linkAccountFromEmbedded } from './shopify/shopify-embedded.service';
import { receiveShopifyWebhook } from './shopify/shopify-webhooks.service';

// Guard: user (registry). Platform accounts (list, add, archive, API token, statistics) and the signed-in
// starts of a Shopify install (authorization code, or the embedded app's session token).
export const platformsRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const auth = (req: Parameters<typeof userAuth>[0]) => userAuth(req);

  const platform = { params: ZIdParams, response: { 200: dataEnvelope(ZPlatformAccount) } };
  app.get('/platforms', { schema: { response: { 200: dataEnvelope(z.array(ZPlatformAccount)) } } }, async (req) => ({
    data: await listPlatforms(deps, auth(req).accountId),
  }));
  app.post(
    '/platforms',
    { schema: { body: ZPlatformAccountInput, response: { 201: dataEnvelope(ZPlatformAccount) } }, config: limited },
    async (req, reply) => {
      const { accountId, userId } = auth(req);
      return reply.status(201).send({ data: await createPlatform(deps, accountId, userId, req.body) });
    },
  );
  app.get('/platforms/:id', { schema: platform }, async (req) => ({
    data: toPlatformAccount(await getPlatform(deps, auth(req).accountId, req.params.id), deps.config.shopify.apiKey),
  }));
  app.post('/platforms/:id/archive', { schema: platform }, async (req) => ({
    data: await archivePlatform(deps, auth(req).accountId, req.params.id),
  }));
  app.post(
    '/platforms/:id/api-token',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZPlatformApiToken) } }, config: limited },
    async (req) => ({ data: await generateApiToken(deps, auth(req).accountId, req.params.id) }),
  );
  app.get(
    '/platforms/:id/stats',
    { schema: { params: ZIdParams, querystring: ZStatsRangeQuery, response: { 200: dataEnvelope(ZPlatformStats) } } },
    async (req) => ({ data: await platformStats(deps, auth(req).accountId, req.params.id, req.query.range) }),
  );
  app.get(
    '/platforms/:id/data-requests',
    { schema: { params: ZIdParams, response: { 200: ZPlatformDataRequestList } } },
    async (req) => ({ data: await listDataRequests(deps, auth(req).accountId, req.params.id) }),
  );
  app.get(
    '/platforms/:id/data-requests/:requestId/file',
    { schema: { params: ZDataRequestParams, response: { 200: ZDataRequestFile } } },
    async (req, reply) => {
      const { id, requestId } = req.params;
      const file = await dataRequestFile(deps, auth(req).accountId, id, requestId);
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="data-request-${requestId}.json"`)
          // The stored file is streamed as is (a stream skips the serializer); its shape is ZDataRequestFile.
          .send(Readable.from(file) as never)
      );
    },
  );
  app.post(
    '/shopify/install',
    { schema: { body: ZShopifyInstallInput, response: { 200: dataEnvelope(ZShopifyInstallStart) } }, config: limited },
    async (req) => {
      const { accountId, userId } = auth(req);
      return { data: await startShopifyInstall(deps, accountId, userId, req.body.shop) };
    },
  );
  app.post(
    '/shopify/session',
    { schema: { body: ZShopifySessionInput, response: { 200: dataEnvelope(ZPlatformAccount) } }, config: limited },
    async (req) => {
      const { accountId, userId } = auth(req);
      return { data: await installFromSessionToken(deps, accountId, userId, req.body.sessionToken) };
    },
  );
};

// Every parameter Shopify sends takes part in the HMAC, so unknown ones are kept (a loose object).
const ZQueryValue = z.string().max(2000).optional();
const ZCallbackQuery = z.looseObject({
  shop: ZQueryValue,
  code: ZQueryValue,
  hmac: ZQueryValue,
  state: ZQueryValue,
  timestamp: ZQueryValue,
  host: ZQueryValue,
});

// Public, rate limited: Shopify's OAuth redirect, its webhooks (raw body for the HMAC) and the store
// partner's one-time login token (authenticated by the platform account's API token).
export const platformsPublicRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  const web = deps.config.publicUrl;

  const installed = redirectAnswer(
    302,
    "Shopify's authorization answer: the shop is installed and the browser goes to the app's page (or back to the connect page with the reason)",
    '/shopify/installed?platform={id}, or /shopify/connect?error=signature|install_failed',
  );
  app.get(
    '/shopify/callback',
    { schema: { querystring: ZCallbackQuery, ...installed }, config: limited },
    async (req, reply) => {
      try {
        const id = await completeShopifyInstall(deps, req.query as Record<string, string>);
        return reply.redirect(`${web}/shopify/installed?platform=${id}`, 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const reason = error.status === 401 ? 'signature' : 'install_failed';
        return reply.redirect(`${web}/shopify/connect?error=${reason}`, 302);
      }
    },
  );
  app.post(
    '/platforms/partner/login-token',
    {
      schema: { querystring: ZPartnerLoginTokenQuery, response: { 200: dataEnvelope(ZPartnerLoginToken) } },
      config: limited,
    },
    async (req) => ({ data: await partnerLoginToken(deps, bearerToken(req), req.query.page) }),
  );

  // The embedded app for a shop with no Ulak account linked: the session token is the credential.
  const authLimited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/shopify/embedded/shop',
    {
      schema: { body: ZShopifySessionInput, response: { 200: dataEnvelope(ZShopifyEmbeddedShop) } },
      config: authLimited,
    },
    async (req) => ({ data: await embeddedShop(deps, req.body.sessionToken) }),
  );
  app.post(
    '/shopify/embedded/account',
    {
      schema: { body: ZShopifyEmbeddedAccountInput, response: { 200: dataEnvelope(ZShopifyEmbeddedLanding) } },
      config: authLimited,
    },
    async (req) => ({ data: await createAccountFromEmbedded(deps, req.body) }),
  );
  app.post(
    '/shopify/embedded/link',
    {
      schema: { body: ZShopifyEmbeddedLinkInput, response: { 200: dataEnvelope(ZShopifyEmbeddedLanding) } },
      config: authLimited,
    },
    async (req) => ({ data: await linkAccountFromEmbedded(deps, req.body) }),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 2_097_152 }, (_req, body, done) =>
      done(null, body),
    );
    const ack = { response: { 200: dataEnvelope(ZShopifyWebhookAck), 401: ZErrorBody } };
    scope.post('/webhooks/shopify', { config: limited, schema: ack }, async (req, reply) => {
      const header = (name: string) => {
        const value = req.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const result = await receiveShopifyWebhook(deps, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), {
        hmac: header('x-shopify-hmac-sha256'),
        topic: header('x-shopify-topic'),
        shop: header('x-shopify-shop-domain'),
        webhookId: header('x-shopify-webhook-id') ?? header('x-shopify-event-id'),
      });
      if (result === 'unauthenticated')
        return reply.status(401).send({ error: { code: 'unauthenticated', message: 'Invalid signature' } });
      return reply.status(200).send({ data: { result } });
    });
  });
};
