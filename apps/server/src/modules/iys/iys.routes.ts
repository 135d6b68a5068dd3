import { ZIdParams, ZPageQuery, dataEnvelope } from '@ulak/shared';
import {
  ZIysChangeLogPage,
  ZIysChangeLogQuery,
  ZIysConnectionResult,
  ZIysSettings,
  ZIysSettingsInput,
  ZIysSummary,
  ZIysTransferLogPage,
  ZIysTransferLogQuery,
} from '@ulak/shared/iys';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { iysSummary, listChangeLogs, listMemberIysLogs, listTransferLogs } from './iys-logs.service';
import { getIysSettings, saveIysSettings, testIysConnection } from './iys-settings.service';

// Guard: user (registry). IYS settings (write-only password), credentials test, summary header, logs,
// and the member detail's IYS logs tab.
export const iysRoutes: RoutePlugin = async (app, deps) => {
  // Saving and testing call the registry: the auth limit applies.
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const account = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;

  app.get('/iys-settings', { schema: { response: { 200: dataEnvelope(ZIysSettings.nullable()) } } }, async (req) => ({
    data: await getIysSettings(deps, account(req)),
  }));
  app.put(
    '/iys-settings',
    { schema: { body: ZIysSettingsInput, response: { 200: dataEnvelope(ZIysSettings) } }, config: limited },
    async (req) => ({ data: await saveIysSettings(deps, account(req), req.body) }),
  );
  app.post(
    '/iys-settings/test',
    { schema: { body: ZIysSettingsInput, response: { 200: dataEnvelope(ZIysConnectionResult) } }, config: limited },
    async (req) => ({ data: await testIysConnection(deps, account(req), req.body) }),
  );
  app.get('/iys/summary', { schema: { response: { 200: dataEnvelope(ZIysSummary) } } }, async (req) => ({
    data: await iysSummary(deps, account(req)),
  }));
  app.get(
    '/iys/change-logs',
    { schema: { querystring: ZIysChangeLogQuery, response: { 200: ZIysChangeLogPage } } },
    async (req) => listChangeLogs(deps, account(req), req.query),
  );
  app.get(
    '/iys/transfer-logs',
    { schema: { querystring: ZIysTransferLogQuery, response: { 200: ZIysTransferLogPage } } },
    async (req) => listTransferLogs(deps, account(req), req.query),
  );
  app.get(
    '/members/:id/iys-logs',
    { schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZIysChangeLogPage } } },
    async (req) => listMemberIysLogs(deps, account(req), req.params.id, req.query),
  );
};
