import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMemberInput,
  ZProductInput,
  ZPublicMembersResult,
  ZPublicOrderInput,
  ZPublicUpsertResult,
  type TApiKeyResource,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { bearerToken } from '../../platform/http/auth-context';
import {
  accountForApiKey,
  upsertMembersFromApi,
  upsertOrdersFromApi,
  upsertProductsFromApi,
} from './public-api.service';

const MAX_BATCH = 1000;
const ZMembersBody = z.object({ members: z.array(ZMemberInput).min(1).max(MAX_BATCH) });
const ZOrdersBody = z.object({ orders: z.array(ZPublicOrderInput).min(1).max(MAX_BATCH) });
const ZProductsBody = z.object({ products: z.array(ZProductInput).min(1).max(MAX_BATCH) });

// Public, server-to-server: `Authorization: Bearer <api key>` names the account. Rate limited per key.
export const publicApiRoutes: RoutePlugin = async (app, deps) => {
  const limited = {
    rateLimit: {
      max: deps.config.rateLimitPublicPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (req: { headers: { authorization?: string }; ip: string }) => req.headers.authorization ?? req.ip,
    },
  };
  // The key is checked before the body is validated: a bad key never learns about the schema.
  // Each path (/public/<resource>) names the resource it writes; the key's scope must cover it.
  const RESOURCES: TApiKeyResource[] = ['members', 'orders', 'products'];
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('preValidation', async (req) => {
      const url = req.routeOptions.url ?? '';
      const resource = RESOURCES.find((r) => url.endsWith(`/public/${r}`)) ?? 'members';
      const need = { resource, write: req.method !== 'GET' };
      (req as { apiAccountId?: number }).apiAccountId = await accountForApiKey(deps, bearerToken(req), need);
    });
    const idOf = (req: object): number => (req as { apiAccountId?: number }).apiAccountId ?? 0;
    scope.post(
      '/public/members',
      { config: limited, schema: { body: ZMembersBody, response: { 200: ZPublicMembersResult } } },
      async (req) => ({
        data: await upsertMembersFromApi(deps, idOf(req), req.body.members),
      }),
    );
    scope.post(
      '/public/orders',
      { config: limited, schema: { body: ZOrdersBody, response: { 200: ZPublicUpsertResult } } },
      async (req) => ({
        data: await upsertOrdersFromApi(deps, idOf(req), req.body.orders),
      }),
    );
    scope.post(
      '/public/products',
      { config: limited, schema: { body: ZProductsBody, response: { 200: ZPublicUpsertResult } } },
      async (req) => ({
        data: await upsertProductsFromApi(deps, idOf(req), req.body.products),
      }),
    );
  });
};
