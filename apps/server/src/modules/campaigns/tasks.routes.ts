import { z } from 'zod';
import {
  ZAudienceCountInput,
  ZCampaignReport,
  ZIdParams,
  ZOkResult,
  ZPageQuery,
  ZReportQuery,
  ZTask,
  ZTaskInput,
  ZTaskListQuery,
  ZTaskPage,
  ZTaskRunPage,
  ZTwoFactorMethod,
  ZVerificationNeed,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { languageFromHeader } from '../../platform/i18n/translate';
import { notFound } from '../../platform/http/app-error';
import { issueTwoFactorCode } from '../accounts';
import { campaignReport } from './reports.service';
import { requeueTaskRun, runTaskNow } from './scheduler.service';
import {
  countAudience,
  createTask,
  deleteTask,
  findTaskOr404,
  getTask,
  listTaskRuns,
  listTasks,
  setTaskStatus,
  updateTask,
  verificationNeed,
} from './tasks.service';

// Guard: user (registry). Campaign tasks, the wizard's live count and verification, run log, triggers.
export const tasksRoutes: RoutePlugin = async (app, deps) => {
  const one = { 200: dataEnvelope(ZTask) };
  const id = { schema: { params: ZIdParams, response: one } };
  const ok = { schema: { params: ZIdParams, response: { 200: ZOkResult } } };
  const auth = (req: Parameters<typeof userAuth>[0]) => userAuth(req);
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  app.get('/tasks', { schema: { querystring: ZTaskListQuery, response: { 200: ZTaskPage } } }, async (req) =>
    listTasks(deps, acc(req), req.query),
  );
  app.post('/tasks', { schema: { body: ZTaskInput, response: { 201: dataEnvelope(ZTask) } } }, async (req, reply) => {
    const { accountId, userId } = auth(req);
    return reply.status(201).send({ data: await createTask(deps, accountId, userId, req.body) });
  });
  app.post(
    '/tasks/audience-count',
    {
      schema: {
        body: ZAudienceCountInput,
        response: { 200: dataEnvelope(z.object({ count: z.number().int().describe('Recipients now') })) },
      },
    },
    async (req) => ({
      data: { count: await countAudience(deps.db, acc(req), req.body) },
    }),
  );
  app.post(
    '/tasks/verification',
    { schema: { body: ZAudienceCountInput, response: { 200: dataEnvelope(ZVerificationNeed) } } },
    async (req) => {
      const { accountId, userId } = auth(req);
      return { data: await verificationNeed(deps, accountId, userId, req.body) };
    },
  );
  // Sends the code by SMS or email when that is the owner's method (an authenticator needs nothing).
  app.post(
    '/tasks/verification/send-code',
    {
      schema: {
        body: ZAudienceCountInput,
        response: {
          200: dataEnvelope(
            z.object({
              sent: z.boolean().describe('A code went out by SMS or email'),
              method: ZTwoFactorMethod.nullable(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const { accountId, userId } = auth(req);
      const need = await verificationNeed(deps, accountId, userId, req.body);
      if (need.method === 'sms' || need.method === 'email') {
        const method = need.method;
        const lang = languageFromHeader(req.headers['accept-language']);
        await issueTwoFactorCode(deps.db, accountId, userId, method, lang);
        return { data: { sent: true, method } };
      }
      return { data: { sent: false, method: need.method } };
    },
  );
  app.post('/tasks/runs/:id/requeue', ok, async (req) => {
    await requeueTaskRun(deps, acc(req), req.params.id);
    return { data: { ok: true } };
  });
  app.get('/tasks/:id', id, async (req) => ({ data: await getTask(deps, acc(req), req.params.id) }));
  app.put('/tasks/:id', { schema: { params: ZIdParams, body: ZTaskInput, response: one } }, async (req) => {
    const { accountId, userId } = auth(req);
    return { data: await updateTask(deps, accountId, userId, req.params.id, req.body) };
  });
  app.delete('/tasks/:id', ok, async (req) => {
    await deleteTask(deps, acc(req), req.params.id);
    return { data: { ok: true } };
  });
  app.post('/tasks/:id/activate', id, async (req) => ({
    data: await setTaskStatus(deps, acc(req), req.params.id, 'active'),
  }));
  app.post('/tasks/:id/passivate', id, async (req) => ({
    data: await setTaskStatus(deps, acc(req), req.params.id, 'passive'),
  }));
  app.post(
    '/tasks/:id/run',
    {
      schema: { params: ZIdParams, response: { 202: dataEnvelope(z.object({ runId: z.number().int() })) } },
    },
    async (req, reply) => {
      await findTaskOr404(deps.db, acc(req), req.params.id);
      return reply.status(202).send({ data: await runTaskNow(deps, acc(req), req.params.id) });
    },
  );
  const runsQuery = { schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZTaskRunPage } } };
  app.get('/tasks/:id/log', runsQuery, async (req) => listTaskRuns(deps, acc(req), req.params.id, req.query, 'log'));
  app.get('/tasks/:id/triggers', runsQuery, async (req) =>
    listTaskRuns(deps, acc(req), req.params.id, req.query, 'triggers'),
  );
  app.get(
    '/tasks/:id/report',
    { schema: { params: ZIdParams, querystring: ZReportQuery, response: { 200: dataEnvelope(ZCampaignReport) } } },
    async (req) => {
      const task = await findTaskOr404(deps.db, acc(req), req.params.id);
      if (!task) throw notFound();
      return {
        data: await campaignReport(deps, acc(req), { campaignId: task.campaignId, taskId: task.id }, req.query),
      };
    },
  );
};

export const ZWebhookParams = z.object({
  id: z.coerce.number().int().positive(),
  secret: z.string().min(1).max(200),
});
