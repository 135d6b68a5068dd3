import { z } from 'zod';
import { ZExtendPacketInput, ZGrantPacketInput, ZPlanInput } from '@ulak/shared/billing';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import { noteAdminAction } from '../admin';
import { extendPacket, grantPacket, listPlans, packetOverview, updatePlan } from './packets.service';

const ZAccountParams = z.object({ accountId: z.coerce.number().int().positive() });
const ZPacketParams = ZAccountParams.extend({ packetId: z.coerce.number().int().positive() });
const ZPlanParams = z.object({ code: z.string().min(1).max(40) });

// Guard: admin (registry, audited). Plans, and a merchant's packets: look, grant, extend.
export const billingAdminRoutes: RoutePlugin = async (app, deps) => {
  app.addHook('preHandler', async (req) => {
    adminAuth(req);
  });
  app.get('/admin/plans', async () => ({ data: await listPlans(deps.db) }));
  app.put('/admin/plans/:code', { schema: { params: ZPlanParams, body: ZPlanInput } }, async (req) => {
    noteAdminAction(req, { summary: `plan ${req.params.code} edited` });
    return { data: await updatePlan(deps.db, req.params.code, req.body) };
  });
  app.get('/admin/user-packets/:accountId', { schema: { params: ZAccountParams } }, async (req) => ({
    data: await packetOverview(deps.db, req.params.accountId),
  }));
  app.post(
    '/admin/user-packets/:accountId',
    { schema: { params: ZAccountParams, body: ZGrantPacketInput } },
    async (req, reply) => {
      noteAdminAction(req, { accountId: req.params.accountId, summary: `${req.body.kind} packet granted` });
      const data = await grantPacket(deps, adminAuth(req).adminId, req.params.accountId, req.body);
      return reply.status(201).send({ data });
    },
  );
  app.post(
    '/admin/user-packets/:accountId/:packetId/extend',
    { schema: { params: ZPacketParams, body: ZExtendPacketInput } },
    async (req) => {
      noteAdminAction(req, { accountId: req.params.accountId, summary: `packet extended by ${req.body.days} days` });
      return { data: await extendPacket(deps.db, req.params.accountId, req.params.packetId, req.body.days) };
    },
  );
};
