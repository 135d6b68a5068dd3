import {
  ZCampaign,
  ZCampaignInput,
  ZCampaignListQuery,
  ZCampaignPage,
  ZCampaignReport,
  ZIdParams,
  ZOkResult,
  ZReportQuery,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  setCampaignStatus,
  updateCampaign,
} from './campaigns.service';
import { campaignReport } from './reports.service';

// Guard: user (registry). Campaigns: list, detail, create (with coupons), edit, delete, status, report.
export const campaignsRoutes: RoutePlugin = async (app, deps) => {
  const one = { 200: dataEnvelope(ZCampaign) };
  const id = { schema: { params: ZIdParams, response: one } };
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  app.get(
    '/campaigns',
    { schema: { querystring: ZCampaignListQuery, response: { 200: ZCampaignPage } } },
    async (req) => listCampaigns(deps, acc(req), req.query),
  );
  app.post(
    '/campaigns',
    { schema: { body: ZCampaignInput, response: { 201: dataEnvelope(ZCampaign) } } },
    async (req, reply) => reply.status(201).send({ data: await createCampaign(deps, acc(req), req.body) }),
  );
  app.get('/campaigns/:id', id, async (req) => ({ data: await getCampaign(deps, acc(req), req.params.id) }));
  app.put('/campaigns/:id', { schema: { params: ZIdParams, body: ZCampaignInput, response: one } }, async (req) => ({
    data: await updateCampaign(deps, acc(req), req.params.id, req.body),
  }));
  app.delete('/campaigns/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteCampaign(deps, acc(req), req.params.id);
    return { data: { ok: true } };
  });
  app.post('/campaigns/:id/activate', id, async (req) => ({
    data: await setCampaignStatus(deps, acc(req), req.params.id, 'activate'),
  }));
  app.post('/campaigns/:id/deactivate', id, async (req) => ({
    data: await setCampaignStatus(deps, acc(req), req.params.id, 'deactivate'),
  }));
  app.post('/campaigns/:id/end', id, async (req) => ({
    data: await setCampaignStatus(deps, acc(req), req.params.id, 'end'),
  }));
  app.get(
    '/campaigns/:id/report',
    { schema: { params: ZIdParams, querystring: ZReportQuery, response: { 200: dataEnvelope(ZCampaignReport) } } },
    async (req) => ({
      data: await campaignReport(deps, acc(req), { campaignId: req.params.id }, req.query),
    }),
  );
};
