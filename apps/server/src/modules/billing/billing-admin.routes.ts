import { z } from 'zod';
import { ZIdParams, dataEnvelope } from '@ulak/shared';
import { ZCouponInput, ZExtendPacketInput, ZGrantPacketInput, ZPlanInput, ZPriceQuery } from '@ulak/shared/billing';
import {
  ZAccountMatch,
  ZAccountSearch,
  ZPacket,
  ZPacketCoupon,
  ZPacketOverview,
  ZPlan,
  ZQuote,
} from '@ulak/shared/billing-api';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import { searchAccounts } from '../accounts';
import { noteAdminAction } from '../admin';
import { createCoupon, listCoupons, updateCoupon } from './coupons.service';
import { extendPacket, grantPacket, listPlans, packetOverview, updatePlan } from './packets.service';
import { quote } from './pricing.service';

const ZAccountParams = z.object({ accountId: z.coerce.number().int().positive() });
const ZPacketParams = ZAccountParams.extend({ packetId: z.coerce.number().int().positive() });
const ZPlanParams = z.object({ code: z.string().min(1).max(40) });
const plan = dataEnvelope(ZPlan);
const packet = dataEnvelope(ZPacket);
const coupon = dataEnvelope(ZPacketCoupon);

// Guard: admin (registry, audited). Plans, a merchant's packets (look, grant, extend), packet
// coupons and the price calculator.
export const billingAdminRoutes: RoutePlugin = async (app, deps) => {
  app.addHook('preHandler', async (req) => {
    adminAuth(req);
  });
  app.get('/admin/plans', { schema: { response: { 200: dataEnvelope(z.array(ZPlan)) } } }, async () => ({
    data: await listPlans(deps.db),
  }));
  app.put(
    '/admin/plans/:code',
    { schema: { params: ZPlanParams, body: ZPlanInput, response: { 200: plan } } },
    async (req) => {
      noteAdminAction(req, { summary: `plan ${req.params.code} edited` });
      return { data: await updatePlan(deps.db, req.params.code, req.body) };
    },
  );
  // Finding the merchant account whose packets to look at: name, owner email or account id.
  app.get(
    '/admin/user-packets',
    { schema: { querystring: ZAccountSearch, response: { 200: dataEnvelope(z.array(ZAccountMatch)) } } },
    async (req) => ({ data: await searchAccounts(deps.db, req.query.q) }),
  );
  app.get(
    '/admin/user-packets/:accountId',
    { schema: { params: ZAccountParams, response: { 200: dataEnvelope(ZPacketOverview) } } },
    async (req) => ({ data: await packetOverview(deps.db, req.params.accountId) }),
  );
  app.post(
    '/admin/user-packets/:accountId',
    { schema: { params: ZAccountParams, body: ZGrantPacketInput, response: { 201: packet } } },
    async (req, reply) => {
      noteAdminAction(req, { accountId: req.params.accountId, summary: `${req.body.kind} packet granted` });
      const data = await grantPacket(deps, adminAuth(req).adminId, req.params.accountId, req.body);
      return reply.status(201).send({ data });
    },
  );
  app.post(
    '/admin/user-packets/:accountId/:packetId/extend',
    { schema: { params: ZPacketParams, body: ZExtendPacketInput, response: { 200: packet } } },
    async (req) => {
      noteAdminAction(req, { accountId: req.params.accountId, summary: `packet extended by ${req.body.days} days` });
      return { data: await extendPacket(deps.db, req.params.accountId, req.params.packetId, req.body.days) };
    },
  );
  app.get('/admin/coupons', { schema: { response: { 200: dataEnvelope(z.array(ZPacketCoupon)) } } }, async () => ({
    data: await listCoupons(deps.db),
  }));
  app.post('/admin/coupons', { schema: { body: ZCouponInput, response: { 201: coupon } } }, async (req, reply) => {
    noteAdminAction(req, { summary: `packet coupon ${req.body.code} created` });
    return reply.status(201).send({ data: await createCoupon(deps.db, req.body) });
  });
  app.put(
    '/admin/coupons/:id',
    { schema: { params: ZIdParams, body: ZCouponInput, response: { 200: coupon } } },
    async (req) => {
      noteAdminAction(req, { summary: `packet coupon ${req.body.code} edited` });
      return { data: await updateCoupon(deps.db, req.params.id, req.body) };
    },
  );
  // A read, as a POST for its body: what a purchase costs with a coupon, KDV included.
  app.post(
    '/admin/calculate',
    { schema: { body: ZPriceQuery, response: { 200: dataEnvelope(ZQuote) } } },
    async (req) => ({ data: await quote(deps.db, req.body.purchase, req.body.couponCode) }),
  );
};
