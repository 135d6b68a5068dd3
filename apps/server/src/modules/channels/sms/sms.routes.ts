import { ZOkResult, dataEnvelope } from '@ulak/shared';
import {
  ZSmsConnectionResult,
  ZSmsCredentialsInput,
  ZSmsOriginators,
  ZSmsSettings,
  ZSmsSettingsInput,
} from '@ulak/shared/sms/sms-settings';
import type { RoutePlugin } from '../../../platform/http/app';
import { userAuth } from '../../../platform/http/auth-context';
import {
  deleteSmsSettings,
  fetchOriginators,
  getSmsSettings,
  saveSmsSettings,
  testSmsConnection,
} from './sms-settings.service';

// Guard: user (registry). SMS provider settings (write-only password), test connection, originators.
export const smsSettingsRoutes: RoutePlugin = async (app, deps) => {
  // Each test and fetch calls the provider: the auth limit applies.
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const account = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;

  app.get('/sms-settings', { schema: { response: { 200: dataEnvelope(ZSmsSettings.nullable()) } } }, async (req) => ({
    data: await getSmsSettings(deps, account(req)),
  }));
  app.put(
    '/sms-settings',
    { schema: { body: ZSmsSettingsInput, response: { 200: dataEnvelope(ZSmsSettings) } } },
    async (req) => ({
      data: await saveSmsSettings(deps, account(req), req.body),
    }),
  );
  app.delete('/sms-settings', { schema: { response: { 200: ZOkResult } } }, async (req) => {
    await deleteSmsSettings(deps, account(req));
    return { data: { ok: true } };
  });
  app.post(
    '/sms-settings/test',
    { schema: { body: ZSmsCredentialsInput, response: { 200: dataEnvelope(ZSmsConnectionResult) } }, config: limited },
    async (req) => ({
      data: await testSmsConnection(deps, account(req), req.body),
    }),
  );
  app.post(
    '/sms-settings/originators',
    { schema: { body: ZSmsCredentialsInput, response: { 200: dataEnvelope(ZSmsOriginators) } }, config: limited },
    async (req) => ({
      data: await fetchOriginators(deps, account(req), req.body),
    }),
  );
};
