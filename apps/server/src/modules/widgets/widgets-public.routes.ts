import { z } from 'zod';
import {
  HTTP_STATUS,
  ZIdParams,
  ZNewsletterConfirmation,
  ZNewsletterPending,
  ZNewsletterSignupInput,
  ZNewsletterVerifyInput,
  ZOkResult,
  ZSurveyVoteInput,
  ZWheelSpinInput,
  ZWheelSpinResult,
  ZWidgetConfig,
  ZWidgetConfigQuery,
  ZWidgetInteractionInput,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { AppError } from '../../platform/http/app-error';
import { authenticateSdk, createRateLimiter, registerSdkScope, type RateLimiter } from '../tracking';
import { parseSdkBody } from './sdk-body';
import { compiledConfig, widgetConfig } from './widget-config.service';
import { recordInteraction } from './widget-interactions.service';
import { noteInstall } from './widget-install.service';
import { confirmNewsletter, signUpNewsletter } from './newsletter.service';
import { voteSurvey } from './survey.service';
import { spinWheel } from './wheel.service';

const MAX_BODY_BYTES = 8 * 1024;

export function takeOrThrow(limiter: RateLimiter, key: string): void {
  const wait = limiter.take(key);
  if (wait !== null)
    throw new AppError('rate_limited', HTTP_STATUS.rateLimited, 'errors.rate_limited', { seconds: wait });
}

// Public widget endpoints of the shop script at /t/v1/widgets*: SDK token + origin, per-IP limits,
// and a signed per-widget token on everything that records.
export const widgetsPublicRoutes: RoutePlugin = async (app, deps) => {
  const perIp = createRateLimiter(deps.config.rateLimitPublicPerMinute);
  // Spins, votes and sign-ups create members and hand out coupons: a tighter per-address limit.
  const conversionsPerIp = createRateLimiter(Math.max(5, Math.floor(deps.config.rateLimitPublicPerMinute / 20)));
  const origin = (req: { headers: Record<string, string | string[] | undefined> }) =>
    (req.headers.origin ?? req.headers.referer) as string | undefined;
  const tokenOf = (raw: unknown) => parseSdkBody(z.object({ token: z.string().min(10).max(200) }), raw).token;

  await registerSdkScope(app, (scope) => {
    // One response per page view; the browser revalidates it by ETag (304 when nothing changed).
    // The body is sent as text already serialised, so the schema documents it without running on it.
    const config = {
      querystring: ZWidgetConfigQuery,
      response: {
        200: dataEnvelope(ZWidgetConfig) as z.ZodType<unknown>,
        304: z.unknown().describe('Not modified: the ETag in If-None-Match is still current; no body'),
      },
    };
    scope.get('/t/v1/widgets', { schema: config }, async (req, reply) => {
      takeOrThrow(perIp, req.ip);
      const from = origin(req);
      const compiled = await compiledConfig(deps, req.query.token, from, (target) =>
        noteInstall(deps, target.accountId, target.id, from ?? ''),
      );
      const { body, etag } = await widgetConfig(deps, compiled, { deviceId: req.query.device, lang: req.query.lang });
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'origin');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      // Serialised by the configuration itself (its widgets' fixed parts are cached as JSON).
      return reply.type('application/json; charset=utf-8').send(body);
    });
    scope.post(
      '/t/v1/widgets/:id/interactions',
      { schema: { params: ZIdParams, response: { 202: ZOkResult } }, bodyLimit: MAX_BODY_BYTES },
      async (req, reply) => {
        takeOrThrow(perIp, req.ip);
        const application = await authenticateSdk(deps, tokenOf(req.body), origin(req));
        const input = parseSdkBody(ZWidgetInteractionInput, req.body);
        await recordInteraction(deps, { id: application.id, accountId: application.accountId }, req.params.id, input);
        return reply.status(202).send({ data: { ok: true } });
      },
    );
    const signed = <T extends z.ZodType>(status: 200 | 202, data: T) => ({
      schema: { params: ZIdParams, response: { [status]: dataEnvelope(data) } },
      bodyLimit: MAX_BODY_BYTES,
    });
    const conversion = async (req: {
      ip: string;
      body: unknown;
      headers: Record<string, string | string[] | undefined>;
    }) => {
      takeOrThrow(conversionsPerIp, req.ip);
      const application = await authenticateSdk(deps, tokenOf(req.body), origin(req));
      return { id: application.id, accountId: application.accountId };
    };
    scope.post('/t/v1/widgets/:id/spin', signed(200, ZWheelSpinResult), async (req) => {
      const target = await conversion(req);
      const input = parseSdkBody(ZWheelSpinInput, req.body);
      return { data: await spinWheel(deps, target, req.params.id, input, req.ip) };
    });
    scope.post('/t/v1/widgets/:id/vote', signed(200, ZOkResult.shape.data), async (req) => {
      const target = await conversion(req);
      return { data: await voteSurvey(deps, target, req.params.id, parseSdkBody(ZSurveyVoteInput, req.body)) };
    });
    scope.post('/t/v1/widgets/:id/subscribe', signed(202, ZNewsletterPending), async (req, reply) => {
      const target = await conversion(req);
      const input = parseSdkBody(ZNewsletterSignupInput, req.body);
      return reply.status(202).send({ data: await signUpNewsletter(deps, target, req.params.id, input) });
    });
  });
  // The double opt-in page (/newsletter/verification) confirms from the app's own origin.
  const verification = { body: ZNewsletterVerifyInput, response: { 200: dataEnvelope(ZNewsletterConfirmation) } };
  app.post('/newsletter/verification', { schema: verification }, async (req) => {
    takeOrThrow(conversionsPerIp, req.ip);
    return { data: await confirmNewsletter(deps, req.body.token) };
  });
};
