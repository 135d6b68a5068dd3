import {
  ZIdParams,
  ZMember,
  ZMemberInput,
  ZMemberListQuery,
  ZMemberPage,
  ZMemberSummary,
  ZOkResult,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { createMember, deleteMember, getMember, getMemberSummary, listMembers, updateMember } from './members.service';

// Guard: user (registry). Member CRUD, the list with search, filters, sort and pages, and the list's summary.
export const membersRoutes: RoutePlugin = async (app, deps) => {
  const one = { 200: dataEnvelope(ZMember) };
  app.get('/members', { schema: { querystring: ZMemberListQuery, response: { 200: ZMemberPage } } }, async (req) =>
    listMembers(deps, userAuth(req).accountId, req.query),
  );
  app.get('/members/summary', { schema: { response: { 200: dataEnvelope(ZMemberSummary) } } }, async (req) => ({
    data: await getMemberSummary(deps, userAuth(req).accountId),
  }));
  app.post(
    '/members',
    { schema: { body: ZMemberInput, response: { 201: dataEnvelope(ZMember) } } },
    async (req, reply) => reply.status(201).send({ data: await createMember(deps, userAuth(req).accountId, req.body) }),
  );
  app.get('/members/:id', { schema: { params: ZIdParams, response: one } }, async (req) => ({
    data: await getMember(deps, userAuth(req).accountId, req.params.id),
  }));
  app.put('/members/:id', { schema: { params: ZIdParams, body: ZMemberInput, response: one } }, async (req) => ({
    data: await updateMember(deps, userAuth(req).accountId, req.params.id, req.body),
  }));
  app.delete('/members/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteMember(deps, userAuth(req).accountId, req.params.id);
    return { data: { ok: true } };
  });
};
