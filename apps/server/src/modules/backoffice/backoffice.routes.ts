import { z } from 'zod';
import {
  ZAddMerchantInput,
  ZAdminChange,
  ZAdminDashboard,
  ZAdminDashboardQuery,
  ZAdminInviteInput,
  ZIdParams,
  ZMerchantCreated,
  ZMerchantDetail,
  ZMerchantList,
  ZMerchantListQuery,
  ZOkResult,
  ZSentResult,
  dataEnvelope,
} from '@ulak/shared';
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import { languageFromHeader } from '../../platform/i18n/translate';
import { searchMerchants } from '../accounts';
import { noteAdminAction } from '../admin';
import { sendVerificationMail } from '../auth';
import {
  addMerchant,
  adminDashboard,
  inviteAdmin,
  merchantDetail,
  merchantLoginLink,
  resetAdminTwoFactor,
  setAdminEnabled,
  setMerchantEnabled,
} from './backoffice.service';

const ZAccountParams = z.object({ accountId: z.coerce.number().int().positive() });
const ZEnabledBody = z.object({ enabled: z.boolean() });
const lang = (req: FastifyRequest) => languageFromHeader(req.headers['accept-language']);

// Guard: admin (registry, audited). The dashboard, staff management, merchant accounts and add new user.
export const backofficeRoutes: RoutePlugin = async (app, deps) => {
  app.addHook('preHandler', async (req) => {
    adminAuth(req);
  });

  const adminChange = { 200: dataEnvelope(ZAdminChange) };
  app.get(
    '/admin/dashboard',
    { schema: { querystring: ZAdminDashboardQuery, response: { 200: dataEnvelope(ZAdminDashboard) } } },
    async (req) => ({ data: await adminDashboard(deps, req.query) }),
  );

  app.post(
    '/admin/admins',
    { schema: { body: ZAdminInviteInput, response: { 201: dataEnvelope(z.object({ id: z.number().int() })) } } },
    async (req, reply) => {
      const invited = await inviteAdmin(deps, adminAuth(req).adminId, req.body, lang(req));
      noteAdminAction(req, { summary: `invited admin ${req.body.email}` });
      return reply.status(201).send({ data: invited });
    },
  );
  app.post(
    '/admin/admins/:id/enabled',
    { schema: { params: ZIdParams, body: ZEnabledBody, response: adminChange } },
    async (req) => {
      const admin = await setAdminEnabled(deps, adminAuth(req).adminId, req.params.id, req.body.enabled);
      noteAdminAction(req, { summary: `${req.body.enabled ? 'enabled' : 'disabled'} admin ${admin.email}` });
      return { data: admin };
    },
  );
  app.post('/admin/admins/:id/2fa/reset', { schema: { params: ZIdParams, response: adminChange } }, async (req) => {
    const admin = await resetAdminTwoFactor(deps, req.params.id);
    noteAdminAction(req, { summary: `reset two-factor of admin ${admin.email}` });
    return { data: admin };
  });

  app.get(
    '/admin/accounts',
    { schema: { querystring: ZMerchantListQuery, response: { 200: ZMerchantList } } },
    async (req) => {
      const { rows, total } = await searchMerchants(deps.db, req.query);
      return { data: rows, meta: { page: req.query.page, perPage: req.query.perPage, total } };
    },
  );
  app.get(
    '/admin/accounts/:accountId',
    { schema: { params: ZAccountParams, response: { 200: dataEnvelope(ZMerchantDetail) } } },
    async (req) => ({
      data: await merchantDetail(deps, req.params.accountId),
    }),
  );
  app.post(
    '/admin/accounts/:accountId/enabled',
    { schema: { params: ZAccountParams, body: ZEnabledBody, response: { 200: ZOkResult } } },
    async (req) => {
      const merchant = await setMerchantEnabled(deps, req.params.accountId, req.body.enabled);
      noteAdminAction(req, { summary: `${req.body.enabled ? 'enabled' : 'disabled'} account ${merchant.name}` });
      return { data: { ok: true } };
    },
  );
  app.post(
    '/admin/accounts/:accountId/resend-verification',
    { schema: { params: ZAccountParams, response: { 200: ZSentResult } } },
    async (req) => {
      const merchant = await merchantDetail(deps, req.params.accountId);
      const sent = merchant.owner
        ? await sendVerificationMail(deps, merchant.id, merchant.owner.id, {
            ip: null,
            userAgent: null,
            lang: lang(req),
          })
        : false;
      noteAdminAction(req, {
        summary: `verification mail ${sent ? 'sent' : 'not needed'} for ${merchant.owner?.email ?? merchant.name}`,
      });
      return { data: { sent } };
    },
  );
  app.post(
    '/admin/accounts/:accountId/login-token',
    {
      schema: {
        params: ZAccountParams,
        response: {
          200: dataEnvelope(z.object({ url: z.string().describe("Opens the merchant's area signed in as its owner") })),
        },
      },
    },
    async (req) => {
      const link = await merchantLoginLink(deps, req.params.accountId);
      noteAdminAction(req, { summary: `logged in as ${link.owner} for support` });
      return { data: { url: link.url } };
    },
  );

  app.post(
    '/admin/add-new-user',
    { schema: { body: ZAddMerchantInput, response: { 201: dataEnvelope(ZMerchantCreated) } } },
    async (req, reply) => {
      const created = await addMerchant(deps, req.body, lang(req));
      noteAdminAction(req, { accountId: created.accountId, summary: `created account for ${req.body.email}` });
      return reply.status(201).send({ data: created });
    },
  );
};
