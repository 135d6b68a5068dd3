import {
  ZForgotPasswordInput,
  ZLoginInput,
  ZLoginResult,
  ZOkResult,
  ZResetPasswordInput,
  ZSentResult,
  ZTwoFactorLoginInput,
  ZTwoFactorSendInput,
  dataEnvelope,
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
  const ok = { 200: ZOkResult };
  const login = { 200: dataEnvelope(ZLoginResult) };

  app.post('/admin/auth/login', { schema: { body: ZLoginInput, response: login }, config: limited }, async (req) => ({
    data: await loginAdmin(deps, req.body, requestMeta(req)),
  }));

  app.post(
    '/admin/auth/login/2fa',
    { schema: { body: ZTwoFactorLoginInput, response: login }, config: limited },
    async (req) => ({
      data: await completeAdminTwoFactor(deps, req.body, requestMeta(req)),
    }),
  );

  // Admins have TOTP only: there is no code to send (the answer mirrors the user route's, never given).
  app.post(
    '/admin/auth/login/2fa/send',
    { schema: { body: ZTwoFactorSendInput, response: { 200: ZSentResult } }, config: limited },
    async () => {
      throw new AppError('mfa_not_enabled', 422);
    },
  );

  app.post('/admin/auth/logout', { onRequest: admin, schema: { response: ok } }, async (req) => {
    await revokeSession(deps.db, adminAuth(req).sessionId);
    return { data: { ok: true } };
  });

  app.post(
    '/admin/auth/forgot-password',
    { schema: { body: ZForgotPasswordInput, response: ok }, config: limited },
    async (req) => {
      await requestPasswordReset(deps, 'admin', req.body.email, requestMeta(req));
      return { data: { ok: true } };
    },
  );

  app.post(
    '/admin/auth/reset-password',
    { schema: { body: ZResetPasswordInput, response: ok }, config: limited },
    async (req) => {
      await resetAdminPassword(deps, req.body);
      return { data: { ok: true } };
    },
  );
};
