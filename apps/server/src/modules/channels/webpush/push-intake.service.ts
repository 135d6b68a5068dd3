import { HTTP_STATUS, ZPushRegistration, ZPushUnsubscribe } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { assertPublicDestination } from '../../../platform/egress';
import { AppError } from '../../../platform/http/app-error';
import { findApplicationByToken, pushKeysRepository, type TApplicationRow } from '../../applications';
import { pushDevicesRepository } from '../../audience';
import { originAllowed, type RateLimiter } from '../../tracking';
import { endpointAllowed } from './providers/web-push';

// The public push intake: the SDK stores a browser's subscription, a mobile app its FCM token. The
// application's SDK token identifies it; browsers must also come from one of its domains.

const badRequest = () => new AppError('validation', HTTP_STATUS.badRequest, 'errors.fill_all_fields');
const rateLimited = (seconds: number) =>
  new AppError('rate_limited', HTTP_STATUS.rateLimited, 'errors.rate_limited', { seconds });

function parseBody<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, raw: unknown): T {
  let body = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      throw badRequest();
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success || parsed.data === undefined) throw badRequest();
  return parsed.data;
}

async function application(deps: AppDeps, token: string, origin: string | undefined, browser: boolean) {
  const app: TApplicationRow | null = await findApplicationByToken(deps.db, token);
  if (!app) throw new AppError('application_not_found', HTTP_STATUS.notFound);
  if (browser && !originAllowed(origin, app.domains)) throw new AppError('origin_not_allowed', HTTP_STATUS.forbidden);
  return app;
}

export type TIntakeRequest = { body: unknown; origin: string | undefined; ip: string; userAgent: string | null };

export async function registerPush(deps: AppDeps, limiter: RateLimiter, req: TIntakeRequest) {
  const wait = limiter.take(req.ip);
  if (wait !== null) throw rateLimited(wait);
  const input = parseBody(ZPushRegistration, req.body);
  const app = await application(deps, input.token, req.origin, input.platform === 'browser');
  const values =
    input.platform === 'browser'
      ? {
          regId: input.subscription.endpoint,
          p256dh: input.subscription.keys.p256dh,
          auth: input.subscription.keys.auth,
        }
      : { regId: input.regId, p256dh: null, auth: null };
  if (input.platform === 'browser') {
    const allowPrivate = deps.config.egressAllowPrivate;
    if (!endpointAllowed(values.regId, allowPrivate)) throw badRequest();
    await assertPublicDestination(values.regId, { field: 'subscription.endpoint', kind: 'url', allowPrivate });
  }
  const id = await pushDevicesRepository(deps.db).register(app.accountId, {
    applicationId: app.id,
    deviceId: input.deviceId,
    platform: input.platform,
    language: input.language ?? null,
    userAgent: req.userAgent?.slice(0, 500) ?? null,
    ...values,
  });
  return { deviceId: id };
}

export async function unsubscribePush(deps: AppDeps, limiter: RateLimiter, req: TIntakeRequest) {
  const wait = limiter.take(req.ip);
  if (wait !== null) throw rateLimited(wait);
  const input = parseBody(ZPushUnsubscribe, req.body);
  const app = await application(deps, input.token, req.origin, true);
  return { removed: await pushDevicesRepository(deps.db).unsubscribe(app.accountId, app.id, input.deviceId) };
}

// The VAPID public key the browser subscribes with (public by nature; null until keys are set).
export async function pushConfig(deps: AppDeps, token: string | undefined) {
  if (!token) throw badRequest();
  const app = await findApplicationByToken(deps.db, token);
  if (!app) throw new AppError('application_not_found', HTTP_STATUS.notFound);
  const keys = await pushKeysRepository(deps.db).find(app.accountId, app.id);
  return { publicKey: keys?.webPushPrivateKeySealed ? keys.webPushPublicKey : null };
}
