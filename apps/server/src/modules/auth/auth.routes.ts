import {
  ZChangePasswordInput,
  ZForgotPasswordInput,
  ZIssuedSession,
  ZLoginInput,
  ZLoginResult,
  ZOkResult,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSentResult,
  ZTwoFactorLoginInput,
  ZTwoFactorSendInput,
  ZVerifiedResult,
  ZVerifiedTokenSession,
  ZVerifyEmailInput,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { bearerToken, userAuth } from '../../platform/http/auth-context';
import { redeemOneTimeLogin } from './one-time-login.service';
import { warmUpPasswordHashing } from './passwords';
import { requestPasswordReset } from './password-reset.jobs';
import { requestMeta } from './request-meta';
import { requireUser, revokeSession } from './sessions.service';
import {
  changeUserPassword,
  registerUser,
  resetUserPassword,
  sendVerificationMail,
  verifyEmail,
} from './user-credentials.service';
import { completeUserTwoFactor, loginUser, resendUserLoginCode } from './user-login.service';

// User-guard authentication. Public routes are rate limited per client address.
export const authRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const user = requireUser(deps);
  const ok = { 200: ZOkResult };
  const login = { 200: dataEnvelope(ZLoginResult) };
  await warmUpPasswordHashing();

  app.post(
    '/auth/register',
    { schema: { body: ZRegisterInput, response: { 201: ZOkResult } }, config: limited },
    async (req, reply) => {
      await registerUser(deps, req.body, requestMeta(req));
      return reply.status(201).send({ data: { ok: true } });
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { body: ZVerifyEmailInput, response: { 200: ZVerifiedResult } }, config: limited },
    async (req) => {
      await verifyEmail(deps, req.body.token);
      return { data: { verified: true } };
    },
  );

  app.post('/auth/login', { schema: { body: ZLoginInput, response: login }, config: limited }, async (req) => ({
    data: await loginUser(deps, req.body, requestMeta(req)),
  }));

  app.post(
    '/auth/login/2fa',
    { schema: { body: ZTwoFactorLoginInput, response: login }, config: limited },
    async (req) => ({
      data: await completeUserTwoFactor(deps, req.body, requestMeta(req)),
    }),
  );

  app.post(
    '/auth/login/2fa/send',
    { schema: { body: ZTwoFactorSendInput, response: { 200: ZSentResult } }, config: limited },
    async (req) => {
      await resendUserLoginCode(deps, req.body.mfaToken, req.body.method, requestMeta(req));
      return { data: { sent: true } };
    },
  );

  app.post('/auth/logout', { onRequest: user, schema: { response: ok } }, async (req) => {
    await revokeSession(deps.db, userAuth(req).sessionId);
    return { data: { ok: true } };
  });

  app.post(
    '/auth/forgot-password',
    { schema: { body: ZForgotPasswordInput, response: ok }, config: limited },
    async (req) => {
      await requestPasswordReset(deps, 'user', req.body.email, requestMeta(req));
      return { data: { ok: true } };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ZResetPasswordInput, response: ok }, config: limited },
    async (req) => {
      await resetUserPassword(deps, req.body);
      return { data: { ok: true } };
    },
  );

  // The one-time token arrives as the bearer; the answer nests the session in data.data (SPEC §7).
  app.get(
    '/verifyToken',
    { schema: { response: { 200: dataEnvelope(dataEnvelope(ZVerifiedTokenSession)) } }, config: limited },
    async (req) => ({
      data: { data: await redeemOneTimeLogin(deps, bearerToken(req), requestMeta(req)) },
    }),
  );

  app.post(
    '/user/change-password',
    {
      onRequest: user,
      schema: { body: ZChangePasswordInput, response: { 200: dataEnvelope(ZIssuedSession) } },
      config: limited,
    },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      return { data: await changeUserPassword(deps, accountId, userId, req.body, requestMeta(req)) };
    },
  );

  app.post(
    '/user/send-verification-mail',
    { onRequest: user, schema: { response: { 200: ZSentResult } }, config: limited },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      return { data: { sent: await sendVerificationMail(deps, accountId, userId, requestMeta(req)) } };
    },
  );
};
