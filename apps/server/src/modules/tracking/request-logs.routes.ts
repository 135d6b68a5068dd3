import {
  ZIdParams,
  ZOkResult,
  ZRequestLogDetail,
  ZRequestLogListQuery,
  ZRequestLogPage,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { getRequestLog, listRequestLogs, retryRequestLog } from './request-logs.service';

// Guard: user (registry). The ingest request logs of the events screen, and dead-letter retry.
export const requestLogsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const id = { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZRequestLogDetail) } } };
  app.get(
    '/events/request-logs',
    { schema: { querystring: ZRequestLogListQuery, response: { 200: ZRequestLogPage } } },
    async (req) => listRequestLogs(deps, acc(req), req.query),
  );
  app.get('/events/request-logs/:id', id, async (req) => ({
    data: await getRequestLog(deps, acc(req), req.params.id),
  }));
  app.post(
    '/events/request-logs/:id/retry',
    { schema: { params: ZIdParams, response: { 202: ZOkResult } } },
    async (req, reply) => {
      await retryRequestLog(deps, acc(req), req.params.id);
      return reply.status(202).send({ data: { ok: true } });
    },
  );
};
