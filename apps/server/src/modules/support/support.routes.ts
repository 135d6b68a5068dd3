import { z } from 'zod';
import {
  ZFeatureNotifyInput,
  ZIdParams,
  ZRoadmapItem,
  ZSupportListQuery,
  ZSupportPage,
  ZSupportRequest,
  ZSupportRequestInput,
  ZSupportStatusInput,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  createSupportRequest,
  listSupportRequests,
  requestFeatureNotice,
  roadmap,
  setSupportRequestStatus,
} from './support.service';

// Guard: user (registry). Support and demo requests, the roadmap and "tell me when it lands".
export const supportRoutes: RoutePlugin = async (app, deps) => {
  const who = (req: Parameters<typeof userAuth>[0]) => {
    const auth = userAuth(req);
    return { accountId: auth.accountId, userId: auth.userId };
  };
  const roadmapAnswer = { 200: dataEnvelope(z.array(ZRoadmapItem)) };
  app.get(
    '/support-requests',
    { schema: { querystring: ZSupportListQuery, response: { 200: ZSupportPage } } },
    async (req) => listSupportRequests(deps, userAuth(req).accountId, req.query),
  );
  app.post(
    '/support-requests',
    { schema: { body: ZSupportRequestInput, response: { 201: dataEnvelope(ZSupportRequest) } } },
    async (req, reply) => reply.status(201).send({ data: await createSupportRequest(deps, who(req), req.body) }),
  );
  app.get('/roadmap', { schema: { response: roadmapAnswer } }, async (req) => ({
    data: await roadmap(deps, userAuth(req).accountId),
  }));
  app.post('/roadmap/notify', { schema: { body: ZFeatureNotifyInput, response: roadmapAnswer } }, async (req) => ({
    data: await requestFeatureNotice(deps, who(req), req.body.feature),
  }));
};

// Guard: admin (registry). Every account's requests, and their status.
export const supportAdminRoutes: RoutePlugin = async (app, deps) => {
  app.get(
    '/admin/support-requests',
    { schema: { querystring: ZSupportListQuery, response: { 200: ZSupportPage } } },
    async (req) => listSupportRequests(deps, undefined, req.query),
  );
  app.put(
    '/admin/support-requests/:id/status',
    { schema: { params: ZIdParams, body: ZSupportStatusInput, response: { 200: dataEnvelope(ZSupportRequest) } } },
    async (req) => ({
      data: await setSupportRequestStatus(deps, req.params.id, req.body.status),
    }),
  );
};
