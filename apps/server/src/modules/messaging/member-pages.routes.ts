import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDontSendInfo, ZDontSendResult, ZPostBlockInfo, dataEnvelope } from '@ulak/shared';
import { fileAnswer, redirectAnswer } from '../../platform/http/openapi';
import type { RoutePlugin } from '../../platform/http/app';
import {
  dontSendPage,
  postBlock,
  postBlockPage,
  resubscribe,
  trackClick,
  trackOpen,
  unsubscribe,
} from './member-pages.service';

const ZDontSendParams = z.object({ uniqueId: z.string().max(64), actionId: z.string().max(64) });
const ZBlockParams = z.object({
  userId: z.coerce.number().int().positive(),
  uniqueId: z.coerce.number().int().positive(),
  hash: z.string().max(64),
});
const ZTrackParams = z.object({ ref: z.string().max(64), sig: z.string().max(64) });
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// Public: member pages (/api/v1/dont-send, /api/v1/post/block) and tracking (/r, /o at the root).
// No guard; every request proves itself with a signed token; rate limited per IP.
export const memberPagesRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRoute', (route) => {
      route.url = route.url.replace(/^\/api\/v1\/(r|o)\//, '/$1/');
      route.path = route.url;
    });
    // RFC 8058 one-click posts `List-Unsubscribe=One-Click` as a form; the body itself carries nothing we need.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get(
      '/r/:ref/:sig',
      {
        config: limited,
        schema: {
          params: ZTrackParams,
          querystring: z.object({ u: z.string().max(8000) }),
          ...redirectAnswer(302, 'The click is recorded; the browser goes on to the link', "The link's URL"),
        },
      },
      async (req, reply) =>
        reply
          .header('cache-control', 'no-store')
          .redirect(await trackClick(deps, req.params.ref, req.params.sig, req.query.u), 302),
    );
    scope.get(
      '/o/:ref/:sig',
      {
        config: limited,
        schema: {
          params: ZTrackParams,
          ...fileAnswer('image/gif', 'A 1×1 transparent pixel; the open is recorded', 'binary'),
        },
      },
      async (req, reply) => {
        await trackOpen(deps, req.params.ref, req.params.sig.replace(/\.gif$/, ''));
        return reply.header('cache-control', 'no-store, max-age=0').type('image/gif').send(PIXEL);
      },
    );
    const dontSend = { params: ZDontSendParams, response: { 200: dataEnvelope(ZDontSendResult) } };
    scope.get(
      '/dont-send/:uniqueId/:actionId',
      { config: limited, schema: { params: ZDontSendParams, response: { 200: dataEnvelope(ZDontSendInfo) } } },
      async (req) => ({
        data: await dontSendPage(deps, req.params.uniqueId, req.params.actionId),
      }),
    );
    scope.post('/dont-send/:uniqueId/:actionId', { config: limited, schema: dontSend }, async (req) => ({
      data: await unsubscribe(deps, req.params.uniqueId, req.params.actionId),
    }));
    scope.post('/dont-send/:uniqueId/:actionId/one-click', { config: limited, schema: dontSend }, async (req) => ({
      data: await unsubscribe(deps, req.params.uniqueId, req.params.actionId, 'unsubscribe'),
    }));
    scope.post('/dont-send/:uniqueId/:actionId/resubscribe', { config: limited, schema: dontSend }, async (req) => ({
      data: await resubscribe(deps, req.params.uniqueId, req.params.actionId),
    }));
    scope.get(
      '/post/block/:userId/:uniqueId/:hash',
      { config: limited, schema: { params: ZBlockParams, response: { 200: dataEnvelope(ZPostBlockInfo) } } },
      async (req) => ({
        data: await postBlockPage(deps, req.params.userId, req.params.uniqueId, req.params.hash),
      }),
    );
    scope.post(
      '/post/block/:userId/:uniqueId/:hash',
      {
        config: limited,
        schema: {
          params: ZBlockParams,
          body: z.object({ block: z.boolean().default(true) }).optional(),
          response: { 200: dataEnvelope(ZPostBlockInfo) },
        },
      },
      async (req) => ({
        data: await postBlock(deps, req.params.userId, req.params.uniqueId, req.params.hash, req.body?.block ?? true),
      }),
    );
  });
};
