import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZResetPasswordInput,
  ZTwoFactorLoginInput,
  ZTwoFactorSendInput,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { AppError } from '../../platform/http/app-error';
import { adminAuth } from '../../platform/http/auth-context';
import { completeAdminTwoFactor, loginAdmin, resetAdminPassword } from './admin-auth.service';
import { requestPasswordReset } from './password-reset.jobs';
import { requestMeta } from './request-meta';
import { requireAdmin, revokeSession } from './sessions.service';

// Admin-guard authentication, the mirror of the user routes under admin/auth.
export const adminAuthRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const admin = requireAdmin(deps);

  app.post('/admin/auth/login', { schema: { body: ZLoginInput }, config: limited }, async (req) => ({
    data: await loginAdmin(deps, req.body, requestMeta(req)),
  }));

  app.post('/admin/auth/login/2fa', { schema: { body: ZTwoFactorLoginInput }, config: limited }, async (req) => ({
    data: await completeAdminTwoFactor(deps, req.body, requestMeta(req)),
  }));

  // Admins have TOTP only: there is no code to send.
  app.post('/admin/auth/login/2fa/send', { schema: { body: ZTwoFactorSendInput }, config: limited }, async () => {
    throw new AppError('mfa_not_enabled', 422);
  });

  app.post('/admin/auth/logout', { onRequest: admin }, async (req) => {
    await revokeSession(deps.db, adminAuth(req).sessionId);
    return { data: { ok: true } };
  });

  app.post('/admin/auth/forgot-password', { schema: { body: ZForgotPasswordInput }, config: limited }, async (req) => {
    await requestPasswordReset(deps, 'admin', req.body.email, requestMeta(req));
    return { data: { ok: true } };
  });

  app.post('/admin/auth/reset-password', { schema: { body: ZResetPasswordInput }, config: limited }, async (req) => {
    await resetAdminPassword(deps, req.body);
    return { data: { ok: true } };
  });
};
