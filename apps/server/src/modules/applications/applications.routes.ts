import { z } from 'zod';
import {
  ZApiKey,
  ZApiKeyInput,
  ZApplication,
  ZApplicationInput,
  ZCreatedApiKey,
  ZIdParams,
  ZOkResult,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  createApiKey,
  createApplication,
  deleteApplication,
  getApplication,
  listApiKeys,
  listApplications,
  regenerateSdkToken,
  revokeApiKey,
  updateApplication,
} from './applications.service';

// Guard: user (registry). Applications (sites/apps with SDK tokens) and server API keys.
export const applicationsRoutes: RoutePlugin = async (app, deps) => {
  const one = { 200: dataEnvelope(ZApplication) };
  const id = { schema: { params: ZIdParams, response: one } };
  const removed = { schema: { params: ZIdParams, response: { 200: ZOkResult } } };
  app.get('/applications', { schema: { response: { 200: dataEnvelope(z.array(ZApplication)) } } }, async (req) => ({
    data: await listApplications(deps, userAuth(req).accountId),
  }));
  app.post(
    '/applications',
    { schema: { body: ZApplicationInput, response: { 201: dataEnvelope(ZApplication) } } },
    async (req, reply) =>
      reply.status(201).send({ data: await createApplication(deps, userAuth(req).accountId, req.body) }),
  );
  app.get('/applications/:id', id, async (req) => ({
    data: await getApplication(deps, userAuth(req).accountId, req.params.id),
  }));
  app.put(
    '/applications/:id',
    { schema: { params: ZIdParams, body: ZApplicationInput, response: one } },
    async (req) => ({
      data: await updateApplication(deps, userAuth(req).accountId, req.params.id, req.body),
    }),
  );
  app.post('/applications/:id/regenerate-token', id, async (req) => ({
    data: await regenerateSdkToken(deps, userAuth(req).accountId, req.params.id),
  }));
  app.delete('/applications/:id', removed, async (req) => {
    await deleteApplication(deps, userAuth(req).accountId, req.params.id);
    return { data: { ok: true } };
  });

  app.get('/api-keys', { schema: { response: { 200: dataEnvelope(z.array(ZApiKey)) } } }, async (req) => ({
    data: await listApiKeys(deps, userAuth(req).accountId),
  }));
  app.post(
    '/api-keys',
    { schema: { body: ZApiKeyInput, response: { 201: dataEnvelope(ZCreatedApiKey) } } },
    async (req, reply) => reply.status(201).send({ data: await createApiKey(deps, userAuth(req).accountId, req.body) }),
  );
  app.delete('/api-keys/:id', removed, async (req) => {
    await revokeApiKey(deps, userAuth(req).accountId, req.params.id);
    return { data: { ok: true } };
  });
};
