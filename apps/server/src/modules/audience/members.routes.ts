import { ZIdParams, ZMemberInput, ZMemberListQuery } from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { createMember, deleteMember, getMember, listMembers, updateMember } from './members.service';
import { created } from '../../platform/http/openapi';

// Guard: user (registry). Member CRUD and the list with search, filters, sort and pages.
export const membersRoutes: RoutePlugin = async (app, deps) => {
  const id = { schema: { params: ZIdParams } };
  app.get('/members', { schema: { querystring: ZMemberListQuery } }, async (req) =>
    listMembers(deps, userAuth(req).accountId, req.query),
  );
  app.post('/members', { schema: { body: ZMemberInput, response: created } }, async (req, reply) =>
    reply.status(201).send({ data: await createMember(deps, userAuth(req).accountId, req.body) }),
  );
  app.get('/members/:id', id, async (req) => ({ data: await getMember(deps, userAuth(req).accountId, req.params.id) }));
  app.put('/members/:id', { schema: { params: ZIdParams, body: ZMemberInput } }, async (req) => ({
    data: await updateMember(deps, userAuth(req).accountId, req.params.id, req.body),
  }));
  app.delete('/members/:id', id, async (req) => {
    await deleteMember(deps, userAuth(req).accountId, req.params.id);
    return { data: { ok: true } };
  });
};
