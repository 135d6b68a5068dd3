import { z } from 'zod';
import {
  ZDryRunInput,
  ZDryRunResult,
  ZIdParams,
  ZJourneyReport,
  ZNewWorkflowShareLink,
  ZOkResult,
  ZScenarioDetail,
  ZScenarioSummary,
  ZSharedWorkflow,
  ZWorkflow,
  ZWorkflowShareLink,
  ZWorkflowSummary,
  ZScenarioCodeParams,
  ZScenarioSettingsInput,
  ZScenarioStatusInput,
  ZShareLinkParams,
  ZShareTokenParams,
  ZWorkflowInput,
  ZWorkflowStatusInput,
  ZWebhookSecretResult,
  INCOMING_WEBHOOK_PATH,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { dryRun } from './dry-run.service';
import { journeyReport } from './reports.service';
import { createShareLink, listShareLinks, revokeShareLink, sharedWorkflow } from './share-links.service';
import { getScenario, listScenarios, saveScenario, setScenarioActive } from './scenarios.service';
import {
  createWorkflow,
  deleteWorkflow,
  getWorkflow,
  listWorkflows,
  setWorkflowStatus,
  updateWorkflow,
} from './workflows.service';
import { notFound } from '../../platform/http/app-error';
import { workflowWebhookSecret } from './engine/webhooks.service';

// Guard: user (registry). Custom workflows and the scenario gallery, each with its report.
export const automationsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const byId = <T extends z.ZodType>(data: T) => ({
    schema: { params: ZIdParams, response: { 200: dataEnvelope(data) } },
  });
  const byCode = <T extends z.ZodType>(data: T) => ({
    schema: { params: ZScenarioCodeParams, response: { 200: dataEnvelope(data) } },
  });
  app.get('/workflows', { schema: { response: { 200: dataEnvelope(z.array(ZWorkflowSummary)) } } }, async (req) => ({
    data: await listWorkflows(deps, acc(req)),
  }));
  app.post(
    '/workflows',
    { schema: { body: ZWorkflowInput, response: { 201: dataEnvelope(ZWorkflow) } } },
    async (req, reply) => reply.status(201).send({ data: await createWorkflow(deps, acc(req), req.body) }),
  );
  app.get('/workflows/:id', byId(ZWorkflow), async (req) => ({
    data: await getWorkflow(deps, acc(req), req.params.id),
  }));
  app.put(
    '/workflows/:id',
    { schema: { params: ZIdParams, body: ZWorkflowInput, response: { 200: dataEnvelope(ZWorkflow) } } },
    async (req) => ({ data: await updateWorkflow(deps, acc(req), req.params.id, req.body) }),
  );
  app.delete('/workflows/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteWorkflow(deps, acc(req), req.params.id);
    return { data: { ok: true } };
  });
  app.post(
    '/workflows/:id/status',
    { schema: { params: ZIdParams, body: ZWorkflowStatusInput, response: { 200: dataEnvelope(ZWorkflow) } } },
    async (req) => ({
      data: await setWorkflowStatus(deps, acc(req), req.params.id, req.body.status, req.body.inFlight),
    }),
  );
  app.get('/workflows/:id/report', byId(ZJourneyReport), async (req) => ({
    data: await journeyReport(deps, acc(req), req.params.id),
  }));
  app.post(
    '/workflows/:id/dry-run',
    { schema: { params: ZIdParams, body: ZDryRunInput, response: { 200: dataEnvelope(ZDryRunResult) } } },
    async (req) => ({ data: await dryRun(deps, acc(req), req.params.id, req.body) }),
  );
  app.get('/workflows/:id/share-links', byId(z.array(ZWorkflowShareLink)), async (req) => ({
    data: await listShareLinks(deps, acc(req), req.params.id),
  }));
  app.post(
    '/workflows/:id/share-links',
    { schema: { params: ZIdParams, response: { 201: dataEnvelope(ZNewWorkflowShareLink) } } },
    async (req, reply) => reply.status(201).send({ data: await createShareLink(deps, acc(req), req.params.id) }),
  );
  app.delete(
    '/workflows/:id/share-links/:linkId',
    { schema: { params: ZShareLinkParams, response: { 200: dataEnvelope(ZWorkflowShareLink) } } },
    async (req) => ({ data: await revokeShareLink(deps, acc(req), req.params.id, req.params.linkId) }),
  );
  // The webhook signing key: shown to the merchant to verify calls; POST makes a new one.
  const secretRoute = { schema: { params: ZIdParams, response: { 200: ZWebhookSecretResult } } };
  const secretOf = async (accountId: number, workflowId: number, rotate: boolean) => {
    const secret = await workflowWebhookSecret(deps, accountId, workflowId, rotate);
    if (secret === null) throw notFound();
    return { data: { secret, incomingUrl: `${deps.config.publicUrl}${INCOMING_WEBHOOK_PATH}/${workflowId}` } };
  };
  app.get('/workflows/:id/webhook-secret', secretRoute, async (req) => secretOf(acc(req), req.params.id, false));
  app.post('/workflows/:id/webhook-secret', secretRoute, async (req) => secretOf(acc(req), req.params.id, true));
  app.get(
    '/automation/scenarios',
    { schema: { response: { 200: dataEnvelope(z.array(ZScenarioSummary)) } } },
    async (req) => ({ data: await listScenarios(deps, acc(req)) }),
  );
  app.get('/automation/scenarios/:code', byCode(ZScenarioDetail), async (req) => ({
    data: await getScenario(deps, acc(req), req.params.code),
  }));
  app.put(
    '/automation/scenarios/:code',
    {
      schema: {
        params: ZScenarioCodeParams,
        body: ZScenarioSettingsInput,
        response: { 200: dataEnvelope(ZScenarioDetail) },
      },
    },
    async (req) => ({ data: await saveScenario(deps, acc(req), req.params.code, req.body.settings) }),
  );
  app.post(
    '/automation/scenarios/:code/status',
    {
      schema: {
        params: ZScenarioCodeParams,
        body: ZScenarioStatusInput,
        response: { 200: dataEnvelope(ZScenarioDetail) },
      },
    },
    async (req) => ({ data: await setScenarioActive(deps, acc(req), req.params.code, req.body.active) }),
  );
};

// Public: one workflow read-only, for the holder of a share link; rate limited per IP.
export const automationsPublicRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  app.get(
    '/shared-workflows/:token',
    { config: limited, schema: { params: ZShareTokenParams, response: { 200: dataEnvelope(ZSharedWorkflow) } } },
    async (req) => ({ data: await sharedWorkflow(deps, req.params.token) }),
  );
};
