import {
  ZAdminTotpEnableInput,
  ZAdminTotpSetup,
  ZTwoFactorCodeInput,
  ZTwoFactorStatus,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import { adminTwoFactorStatus, disableAdminTotp, enableAdminTotp, startAdminTotpSetup } from './two-factor.service';

// Guard: admin (registry). The admin's own TOTP: status, setup (QR), enable, disable.
export const adminTwoFactorRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const me = (req: Parameters<typeof adminAuth>[0]) => adminAuth(req).adminId;
  const status = { 200: dataEnvelope(ZTwoFactorStatus) };
  app.get('/admin/2fa', { schema: { response: status } }, async (req) => ({
    data: await adminTwoFactorStatus(deps, me(req)),
  }));
  app.post(
    '/admin/2fa/totp/setup',
    { schema: { response: { 200: dataEnvelope(ZAdminTotpSetup) } }, config: limited },
    async (req) => ({ data: await startAdminTotpSetup(deps, me(req)) }),
  );
  app.post(
    '/admin/2fa/totp/enable',
    { schema: { body: ZAdminTotpEnableInput, response: status }, config: limited },
    async (req) => ({ data: await enableAdminTotp(deps, me(req), req.body.code, req.body.setupToken) }),
  );
  app.post(
    '/admin/2fa/totp/disable',
    { schema: { body: ZTwoFactorCodeInput, response: status }, config: limited },
    async (req) => ({ data: await disableAdminTotp(deps, me(req), req.body.code) }),
  );
};
