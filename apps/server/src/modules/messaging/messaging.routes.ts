import { z } from 'zod';
import {
  ZActionLogSummary,
  ZActionLogSummaryQuery,
  ZChannelParams,
  ZChannelQuotaUsage,
  ZDirectRun,
  ZDirectSendInput,
  ZDirectSendResult,
  ZIdParams,
  ZLinkLogQuery,
  ZLinkLogSummary,
  ZLinkLogSummaryQuery,
  ZMessageListQuery,
  ZMessagingSettings,
  ZMessagingSettingsInput,
  ZPageQuery,
  ZPreviewInput,
  ZRenderedPreview,
  ZSendPreflight,
  ZSendPreflightInput,
  ZSendRunListQuery,
  ZSendRunView,
  ZTestSendInput,
  ZVariableGroup,
  dataEnvelope,
  pageEnvelope,
} from '@ulak/shared';
import { ZActionLog, ZLinkClick, ZMessageDetail } from '@ulak/shared/messaging/log-views';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { VARIABLE_CATALOGUE } from '../templates';
import {
  getSettings,
  listDirectRuns,
  listLinkClicks,
  listMessages,
  messageDetail,
  preview,
  putSettings,
  testSend,
} from './messaging.service';
import { sendPreflight } from './preflight.service';
import { directSend } from './send-runs.service';
import { listSendRuns, quotaUsage, sendRunDetail } from './send-reports.service';
import { actionLogSummary, linkLogSummary } from './log-summary.service';

// Guard: user (registry). Direct sends, action logs, link logs, send settings, template tools.
export const messagingRoutes: RoutePlugin = async (app, deps) => {
  const auth = (req: Parameters<typeof userAuth>[0]) => userAuth(req);

  app.post(
    '/direct/send/:type',
    { schema: { params: ZChannelParams, body: ZDirectSendInput, response: { 201: dataEnvelope(ZDirectSendResult) } } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await directSend(deps, auth(req).accountId, auth(req).userId, req.params.type, req.body) }),
  );
  app.post(
    '/direct/preflight/:type',
    { schema: { params: ZChannelParams, body: ZSendPreflightInput, response: { 200: dataEnvelope(ZSendPreflight) } } },
    async (req) => ({
      data: await sendPreflight(deps, auth(req).accountId, req.params.type, req.body.audience),
    }),
  );
  app.get(
    '/direct/messages/:type',
    { schema: { params: ZChannelParams, querystring: ZPageQuery, response: { 200: pageEnvelope(ZDirectRun) } } },
    async (req) => listDirectRuns(deps, auth(req).accountId, req.params.type, req.query),
  );
  app.get(
    '/direct/runs',
    { schema: { querystring: ZSendRunListQuery, response: { 200: pageEnvelope(ZSendRunView) } } },
    async (req) => listSendRuns(deps, auth(req).accountId, req.query),
  );
  app.get(
    '/direct/runs/:id',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZSendRunView) } } },
    async (req) => ({
      data: await sendRunDetail(deps, auth(req).accountId, req.params.id),
    }),
  );
  app.get(
    '/actions',
    { schema: { querystring: ZMessageListQuery, response: { 200: pageEnvelope(ZActionLog) } } },
    async (req) => listMessages(deps, auth(req).accountId, req.query),
  );
  app.get(
    '/actions/summary',
    { schema: { querystring: ZActionLogSummaryQuery, response: { 200: dataEnvelope(ZActionLogSummary) } } },
    async (req) => ({
      data: await actionLogSummary(deps, auth(req).accountId, req.query),
    }),
  );
  app.get(
    '/actions/:id',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZMessageDetail) } } },
    async (req) => ({
      data: await messageDetail(deps, auth(req).accountId, req.params.id),
    }),
  );
  app.get(
    '/links',
    { schema: { querystring: ZLinkLogQuery, response: { 200: pageEnvelope(ZLinkClick) } } },
    async (req) => listLinkClicks(deps, auth(req).accountId, req.query),
  );
  app.get(
    '/links/summary',
    { schema: { querystring: ZLinkLogSummaryQuery, response: { 200: dataEnvelope(ZLinkLogSummary) } } },
    async (req) => ({
      data: await linkLogSummary(deps, auth(req).accountId, req.query),
    }),
  );
  const settings = { 200: dataEnvelope(ZMessagingSettings) };
  app.get('/messaging/settings', { schema: { response: settings } }, async (req) => ({
    data: await getSettings(deps, auth(req).accountId),
  }));
  app.put('/messaging/settings', { schema: { body: ZMessagingSettingsInput, response: settings } }, async (req) => ({
    data: await putSettings(deps, auth(req).accountId, req.body),
  }));
  app.get(
    '/messaging/usage',
    { schema: { response: { 200: dataEnvelope(z.array(ZChannelQuotaUsage)) } } },
    async (req) => ({ data: await quotaUsage(deps, auth(req).accountId) }),
  );
  app.get(
    '/templates/variables',
    { schema: { response: { 200: dataEnvelope(z.array(ZVariableGroup)) } } },
    async () => ({ data: VARIABLE_CATALOGUE }),
  );
  app.post(
    '/templates/preview',
    { schema: { body: ZPreviewInput, response: { 200: dataEnvelope(ZRenderedPreview) } } },
    async (req) => ({
      data: await preview(deps, auth(req).accountId, req.body),
    }),
  );
  app.post(
    '/templates/test-send',
    { schema: { body: ZTestSendInput, response: { 201: dataEnvelope(z.object({ runId: z.number().int() })) } } },
    async (req, reply) =>
      reply.status(201).send({ data: await testSend(deps, auth(req).accountId, auth(req).userId, req.body) }),
  );
};
