import {
  ZAddDomainInput,
  ZIdParams,
  ZLoginDay,
  ZSentResult,
  ZTotpSetup,
  ZTwoFactorStatus,
  ZUserProfile,
  ZTwoFactorCodeInput,
  ZTwoFactorMethodParams,
  ZTwoFactorPrimaryInput,
  ZUpdateProfileInput,
  ZDomainVerification,
  ZUserDomain,
  dataEnvelope,
} from '@ulak/shared';
import { z } from 'zod';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { languageFromHeader } from '../../platform/i18n/translate';
import { addDomain, listDomains, verifyDomain } from './domains.service';
import { loginActivityByDay, updateUserProfile, userProfile } from './profile.service';
import {
  disableTwoFactor,
  enableTwoFactor,
  issueTwoFactorCode,
  setPrimaryTwoFactor,
  startTotpSetup,
  twoFactorStatus,
} from './two-factor.service';

// The user area: profile, activity, 2FA, domains. Guard: user (the registry wraps this plugin with
// requireUser; `userAuth` refuses any request without a user session anyway).
export const accountsRoutes: RoutePlugin = async (app, deps) => {
  const sendLimit = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const profile = { 200: dataEnvelope(ZUserProfile) };
  const status = { 200: dataEnvelope(ZTwoFactorStatus) };

  app.get('/user/profile', { schema: { response: profile } }, async (req) => {
    const { accountId, userId } = userAuth(req);
    return { data: await userProfile(deps, accountId, userId) };
  });

  app.put('/user/profile', { schema: { body: ZUpdateProfileInput, response: profile } }, async (req) => {
    const { accountId, userId } = userAuth(req);
    return { data: await updateUserProfile(deps, accountId, userId, req.body) };
  });

  app.get('/user/activity', { schema: { response: { 200: dataEnvelope(z.array(ZLoginDay)) } } }, async (req) => {
    const { accountId, userId } = userAuth(req);
    return { data: await loginActivityByDay(deps, accountId, userId) };
  });

  app.get('/user/2fa', { schema: { response: status } }, async (req) => {
    const { accountId, userId } = userAuth(req);
    return { data: await twoFactorStatus(deps.db, accountId, userId) };
  });

  app.post(
    '/user/2fa/:method/setup',
    {
      schema: {
        params: ZTwoFactorMethodParams,
        response: {
          200: z.union([dataEnvelope(ZTotpSetup), ZSentResult]).describe('The TOTP secret, or that a code went out'),
        },
      },
      config: sendLimit,
    },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      const { method } = req.params;
      if (method === 'totp') return { data: await startTotpSetup(deps, accountId, userId) };
      const lang = languageFromHeader(req.headers['accept-language']);
      await issueTwoFactorCode(deps.db, accountId, userId, method, lang);
      return { data: { sent: true } };
    },
  );

  app.post(
    '/user/2fa/:method/enable',
    { schema: { params: ZTwoFactorMethodParams, body: ZTwoFactorCodeInput, response: status } },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      return { data: await enableTwoFactor(deps, accountId, userId, req.params.method, req.body.code) };
    },
  );

  app.post(
    '/user/2fa/:method/disable',
    { schema: { params: ZTwoFactorMethodParams, body: ZTwoFactorCodeInput, response: status } },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      return { data: await disableTwoFactor(deps, accountId, userId, req.params.method, req.body.code) };
    },
  );

  app.post('/user/2fa/primary', { schema: { body: ZTwoFactorPrimaryInput, response: status } }, async (req) => {
    const { accountId, userId } = userAuth(req);
    return { data: await setPrimaryTwoFactor(deps.db, accountId, userId, req.body.method) };
  });

  app.get('/user/domains', { schema: { response: { 200: dataEnvelope(z.array(ZUserDomain)) } } }, async (req) => {
    const { accountId } = userAuth(req);
    return { data: await listDomains(deps, accountId) };
  });

  app.post(
    '/user/domains',
    { schema: { body: ZAddDomainInput, response: { 201: dataEnvelope(ZUserDomain) } } },
    async (req, reply) => {
      const { accountId } = userAuth(req);
      return reply.status(201).send({ data: await addDomain(deps, accountId, req.body.domain) });
    },
  );

  app.post(
    '/user/domains/:id/verify',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZDomainVerification) } }, config: sendLimit },
    async (req) => {
      const { accountId } = userAuth(req);
      return { data: await verifyDomain(deps, accountId, req.params.id) };
    },
  );
};
