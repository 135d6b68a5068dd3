import {
  ZActionLogSummaryQuery,
  ZChannelParams,
  ZSendPreflightInput,
  ZDirectSendInput,
  ZIdParams,
  ZLinkLogQuery,
  ZLinkLogSummaryQuery,
  ZMessageListQuery,
  ZMessagingSettingsInput,
  ZPageQuery,
  ZPreviewInput,
  ZSendRunListQuery,
  ZTestSendInput,
} from '@ulak/shared';
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
import { created } from '../../platform/http/openapi';

// Guard: user (registry). Direct sends, action logs, link logs, send settings, template tools.
export const messagingRoutes: RoutePlugin = async (app, deps) => {
  const auth = (req: Parameters<typeof userAuth>[0]) => userAuth(req);

  app.post(
    '/direct/send/:type',
    { schema: { params: ZChannelParams, body: ZDirectSendInput, response: created } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await directSend(deps, auth(req).accountId, auth(req).userId, req.params.type, req.body) }),
  );
  app.post(
    '/direct/preflight/:type',
    { schema: { params: ZChannelParams, body: ZSendPreflightInput } },
    async (req) => ({
      data: await sendPreflight(deps, auth(req).accountId, req.params.type, req.body.audience),
    }),
  );
  app.get('/direct/messages/:type', { schema: { params: ZChannelParams, querystring: ZPageQuery } }, async (req) =>
    listDirectRuns(deps, auth(req).accountId, req.params.type, req.query),
  );
  app.get('/direct/runs', { schema: { querystring: ZSendRunListQuery } }, async (req) =>
    listSendRuns(deps, auth(req).accountId, req.query),
  );
  app.get('/direct/runs/:id', { schema: { params: ZIdParams } }, async (req) => ({
    data: await sendRunDetail(deps, auth(req).accountId, req.params.id),
  }));
  app.get('/actions', { schema: { querystring: ZMessageListQuery } }, async (req) =>
    listMessages(deps, auth(req).accountId, req.query),
  );
  app.get('/actions/summary', { schema: { querystring: ZActionLogSummaryQuery } }, async (req) => ({
    data: await actionLogSummary(deps, auth(req).accountId, req.query),
  }));
  app.get('/actions/:id', { schema: { params: ZIdParams } }, async (req) => ({
    data: await messageDetail(deps, auth(req).accountId, req.params.id),
  }));
  app.get('/links', { schema: { querystring: ZLinkLogQuery } }, async (req) =>
    listLinkClicks(deps, auth(req).accountId, req.query),
  );
  app.get('/links/summary', { schema: { querystring: ZLinkLogSummaryQuery } }, async (req) => ({
    data: await linkLogSummary(deps, auth(req).accountId, req.query),
  }));
  app.get('/messaging/settings', async (req) => ({ data: await getSettings(deps, auth(req).accountId) }));
  app.put('/messaging/settings', { schema: { body: ZMessagingSettingsInput } }, async (req) => ({
    data: await putSettings(deps, auth(req).accountId, req.body),
  }));
  app.get('/messaging/usage', async (req) => ({ data: await quotaUsage(deps, auth(req).accountId) }));
  app.get('/templates/variables', async () => ({ data: VARIABLE_CATALOGUE }));
  app.post('/templates/preview', { schema: { body: ZPreviewInput } }, async (req) => ({
    data: await preview(deps, auth(req).accountId, req.body),
  }));
  app.post('/templates/test-send', { schema: { body: ZTestSendInput, response: created } }, async (req, reply) =>
    reply.status(201).send({ data: await testSend(deps, auth(req).accountId, auth(req).userId, req.body) }),
  );
};
