import { ZCouponListQuery, ZCouponPage, ZCouponSummary, ZIdParams, ZOkResult, dataEnvelope } from '@ulak/shared';
import { csvAnswer } from '../../platform/http/openapi';
import type { RoutePlugin } from '../../platform/http/app';
import type { AppDeps } from '../../platform/deps';
import { userAuth } from '../../platform/http/auth-context';
import { notFound } from '../../platform/http/app-error';
import { campaignExists } from './campaign-lookup';
import { couponsCsv, couponSummary, listCoupons, setCouponActive } from './coupons.service';

async function campaignOr404(deps: AppDeps, accountId: number, campaignId: number): Promise<void> {
  if (!(await campaignExists(deps.db, accountId, campaignId))) throw notFound();
}

// Guard: user (registry). A campaign's coupon codes (list, summary, CSV) and a code's active state.
export const couponsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  app.get(
    '/campaigns/:id/coupons',
    { schema: { params: ZIdParams, querystring: ZCouponListQuery, response: { 200: ZCouponPage } } },
    async (req) => {
      await campaignOr404(deps, acc(req), req.params.id);
      return listCoupons(deps, acc(req), req.params.id, req.query);
    },
  );
  app.get(
    '/campaigns/:id/coupons/summary',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZCouponSummary) } } },
    async (req) => {
      await campaignOr404(deps, acc(req), req.params.id);
      return { data: await couponSummary(deps.db, acc(req), req.params.id) };
    },
  );
  app.get(
    '/campaigns/:id/coupons.csv',
    { schema: { params: ZIdParams, ...csvAnswer('The coupon codes') } },
    async (req, reply) => {
      const accountId = acc(req);
      await campaignOr404(deps, accountId, req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coupons-${req.params.id}.csv"`)
        .send(couponsCsv(deps.db, accountId, req.params.id));
    },
  );
  app.post('/coupons/:id/activate', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await setCouponActive(deps, acc(req), req.params.id, true);
    return { data: { ok: true } };
  });
  app.post('/coupons/:id/passivate', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await setCouponActive(deps, acc(req), req.params.id, false);
    return { data: { ok: true } };
  });
};
