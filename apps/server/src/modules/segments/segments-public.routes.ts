import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEGMENT_MEMBER_IDS_MAX, ZIdParams, ZSegmentMembersResult } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { bearerToken } from '../../platform/http/auth-context';
import { accountForApiKey } from '../audience';
import { changeSegmentMembersByKey } from './segment-members.service';

// Members by id, email, phone or customer id.
const ZBody = z.object({
  members: z.array(z.string().trim().min(1).max(254)).min(1, 'validation.fill_all_fields').max(SEGMENT_MEMBER_IDS_MAX),
});

// Public, server-to-server (SPEC §4 "web-service adds and removes"): `Authorization: Bearer <api key>`
// names the account; rate limited per key like the other public endpoints.
export const segmentsPublicRoutes: RoutePlugin = async (app, deps) => {
  const limited = {
    rateLimit: {
      max: deps.config.rateLimitPublicPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (req: { headers: { authorization?: string }; ip: string }) => req.headers.authorization ?? req.ip,
    },
  };
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The key is checked before the body is validated: a bad key never learns about the schema.
    scope.addHook('preValidation', async (req) => {
      (req as { apiAccountId?: number }).apiAccountId = await accountForApiKey(deps, bearerToken(req), {
        resource: 'segments',
        write: req.method !== 'GET',
      });
    });
    const accountOf = (req: object): number => (req as { apiAccountId?: number }).apiAccountId ?? 0;
    const schema = { params: ZIdParams, body: ZBody, response: { 200: ZSegmentMembersResult } };
    scope.post('/public/segments/:id/members', { config: limited, schema }, async (req) => ({
      data: await changeSegmentMembersByKey(deps, accountOf(req), req.params.id, 'add', req.body.members),
    }));
    scope.post('/public/segments/:id/members/remove', { config: limited, schema }, async (req) => ({
      data: await changeSegmentMembersByKey(deps, accountOf(req), req.params.id, 'remove', req.body.members),
    }));
  });
};
