import { z } from 'zod';
import { ZIdParams, ZOkResult, ZSentResult, dataEnvelope } from '@ulak/shared';
import {
  ZEmailSender,
  ZEmailSenderInput,
  ZEmailSendingSettings,
  ZSmtpCredentials,
  ZSmtpCredentialsInput,
  ZSmtpTestResult,
} from '@ulak/shared/email/email-settings';
import type { RoutePlugin } from '../../../platform/http/app';
import { userAuth } from '../../../platform/http/auth-context';
import { languageFromHeader } from '../../../platform/i18n/translate';
import {
  deleteSmtpCredentials,
  getSmtpCredentials,
  saveSmtpCredentials,
  testSmtpCredentials,
} from './smtp-credentials.service';
import {
  addSender,
  confirmSenderAddress,
  emailSendingSettings,
  getSender,
  listSenders,
  removeSender,
  resendSenderVerification,
  resetSender,
  verifySender,
} from './senders.service';
import { redirectAnswer } from '../../../platform/http/openapi';

// Guard: user (registry). SMTP credentials (write-only password), sender domains, email-sending settings.
export const emailSettingsRoutes: RoutePlugin = async (app, deps) => {
  const sender = { 200: dataEnvelope(ZEmailSender) };
  const id = { schema: { params: ZIdParams, response: sender } };
  const ok = { 200: ZOkResult };
  // DNS lookups, key generation and outbound SMTP are not free: the auth limit applies.
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const lang = (header: string | undefined) => languageFromHeader(header);

  app.get(
    '/email-sending-settings',
    { schema: { response: { 200: dataEnvelope(ZEmailSendingSettings) } } },
    async (req) => ({ data: await emailSendingSettings(deps, userAuth(req).accountId) }),
  );

  app.get(
    '/smtp-credentials',
    { schema: { response: { 200: dataEnvelope(ZSmtpCredentials.nullable()) } } },
    async (req) => ({ data: await getSmtpCredentials(deps, userAuth(req).accountId) }),
  );
  app.put(
    '/smtp-credentials',
    { schema: { body: ZSmtpCredentialsInput, response: { 200: dataEnvelope(ZSmtpCredentials) } } },
    async (req) => ({ data: await saveSmtpCredentials(deps, userAuth(req).accountId, req.body) }),
  );
  app.post(
    '/smtp-credentials/test',
    { schema: { body: ZSmtpCredentialsInput, response: { 200: dataEnvelope(ZSmtpTestResult) } }, config: limited },
    async (req) => ({
      data: await testSmtpCredentials(deps, userAuth(req).accountId, req.body, lang(req.headers['accept-language'])),
    }),
  );
  app.delete('/smtp-credentials', { schema: { response: ok } }, async (req) => {
    await deleteSmtpCredentials(deps, userAuth(req).accountId);
    return { data: { ok: true } };
  });

  app.get('/email-senders', { schema: { response: { 200: dataEnvelope(z.array(ZEmailSender)) } } }, async (req) => ({
    data: await listSenders(deps, userAuth(req).accountId),
  }));
  app.post(
    '/email-senders',
    { schema: { body: ZEmailSenderInput, response: { 201: dataEnvelope(ZEmailSender) } }, config: limited },
    async (req, reply) =>
      reply.status(201).send({
        data: await addSender(deps, userAuth(req).accountId, req.body, lang(req.headers['accept-language'])),
      }),
  );
  app.get('/email-senders/:id', id, async (req) => ({
    data: await getSender(deps, userAuth(req).accountId, req.params.id),
  }));
  app.post('/email-senders/:id/verify', { ...id, config: limited }, async (req) => ({
    data: await verifySender(deps, userAuth(req).accountId, req.params.id),
  }));
  app.post(
    '/email-senders/:id/resend-verification',
    { schema: { params: ZIdParams, response: { 200: ZSentResult } }, config: limited },
    async (req) => ({
      data: await resendSenderVerification(
        deps,
        userAuth(req).accountId,
        req.params.id,
        lang(req.headers['accept-language']),
      ),
    }),
  );
  app.post('/email-senders/:id/reset', { ...id, config: limited }, async (req) => ({
    data: await resetSender(deps, userAuth(req).accountId, req.params.id),
  }));
  app.delete('/email-senders/:id', { schema: { params: ZIdParams, response: ok } }, async (req) => {
    await removeSender(deps, userAuth(req).accountId, req.params.id);
    return { data: { ok: true } };
  });
};

// Public: the link in the sender verification mail. It lands on the sending settings screen either way.
export const emailPublicRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  app.get(
    '/email-senders/:id/confirm',
    {
      schema: {
        params: ZIdParams,
        querystring: z.object({ token: z.string().max(200).default('') }),
        ...redirectAnswer(
          302,
          'The address is confirmed (or the link was not valid); the browser goes to the sending settings',
          '/user/settings/sending?senderConfirmed=1 (0 when the link was not valid)',
        ),
      },
      config: limited,
    },
    async (req, reply) => {
      const confirmed = await confirmSenderAddress(deps, req.params.id, req.query.token);
      return reply.redirect(`/user/settings/sending?senderConfirmed=${confirmed ? '1' : '0'}`);
    },
  );
};
