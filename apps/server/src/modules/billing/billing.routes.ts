import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams, ZOkResult, dataEnvelope } from '@ulak/shared';
import { ZAutoRenewInput, ZCheckoutInput, ZPriceQuery, ZTrialInput } from '@ulak/shared/billing';
import {
  ZAutoRenew,
  ZCheckoutStart,
  ZOrder,
  ZPacketOverview,
  ZPlan,
  ZQuote,
  ZStoredCard,
  ZTrialStart,
} from '@ulak/shared/billing-api';
import { fileAnswer, redirectAnswer } from '../../platform/http/openapi';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { languageFromHeader } from '../../platform/i18n/translate';
import { invoicePdf } from './invoice.service';
import { listPlans, packetOverview, setAutoRenew, startTrial } from './packets.service';
import { deleteCard, handleCallback, listCards, listOrders, orderStatus, startCheckout } from './payments.service';
import { quote } from './pricing.service';

// Guard: user (registry). Plans, my packets with usage, trials, auto-payment, price, checkout,
// orders and their PDF invoices, saved cards.
export const billingRoutes: RoutePlugin = async (app, deps) => {
  const account = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;

  app.get('/billing/plans', { schema: { response: { 200: dataEnvelope(z.array(ZPlan)) } } }, async () => ({
    data: await listPlans(deps.db),
  }));
  app.get('/billing/packets', { schema: { response: { 200: dataEnvelope(ZPacketOverview) } } }, async (req) => ({
    data: await packetOverview(deps.db, account(req)),
  }));
  app.post(
    '/billing/trials',
    { schema: { body: ZTrialInput, response: { 200: dataEnvelope(ZTrialStart) } } },
    async (req) => ({
      data: await startTrial(deps.db, account(req), req.body.feature),
    }),
  );
  app.put(
    '/billing/auto-renew',
    { schema: { body: ZAutoRenewInput, response: { 200: dataEnvelope(ZAutoRenew) } } },
    async (req) => ({
      data: await setAutoRenew(deps.db, account(req), req.body.autoRenew),
    }),
  );
  app.post(
    '/billing/price',
    { schema: { body: ZPriceQuery, response: { 200: dataEnvelope(ZQuote) } } },
    async (req) => {
      account(req);
      return { data: await quote(deps.db, req.body.purchase, req.body.couponCode) };
    },
  );
  app.post(
    '/billing/checkout',
    { schema: { body: ZCheckoutInput, response: { 201: dataEnvelope(ZCheckoutStart) } } },
    async (req, reply) => {
      const lang = languageFromHeader(req.headers['accept-language']);
      const data = await startCheckout(deps, account(req), req.body, { ip: req.ip, lang });
      return reply.status(201).send({ data });
    },
  );
  app.get('/billing/orders', { schema: { response: { 200: dataEnvelope(z.array(ZOrder)) } } }, async (req) => ({
    data: await listOrders(deps, account(req)),
  }));
  app.get(
    '/billing/orders/:id',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZOrder) } } },
    async (req) => ({
      data: await orderStatus(deps, account(req), req.params.id),
    }),
  );
  app.get(
    '/billing/orders/:id/invoice',
    { schema: { params: ZIdParams, ...fileAnswer('application/pdf', 'The invoice of a paid order', 'binary') } },
    async (req, reply) => {
      const pdf = await invoicePdf(deps, account(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${req.params.id}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
  app.get('/billing/cards', { schema: { response: { 200: dataEnvelope(z.array(ZStoredCard)) } } }, async (req) => ({
    data: await listCards(deps, account(req)),
  }));
  app.delete('/billing/cards/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => ({
    data: await deleteCard(deps, account(req), req.params.id),
  }));
};

// Public: iyzico's checkout form posts the token back through the buyer's browser. Nothing in the
// post is trusted: the payment is retrieved by token and checked; the browser goes to the result page.
export const billingCallbackRoutes: RoutePlugin = async (app, deps) => {
  const limited = { rateLimit: { max: deps.config.rateLimitPublicPerMinute, timeWindow: '1 minute' } };
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      '/billing/iyzico/callback',
      {
        config: limited,
        schema: {
          body: z.object({ token: z.string().min(1).max(200) }).passthrough(),
          ...redirectAnswer(
            303,
            "iyzico's checkout form posts the payment's token back; the browser goes to the payment's result page",
            '/user/payment/result/success?order={id}, or /user/payment/result/error?code={reason}[&order={id}]',
          ),
        },
      },
      async (req, reply) => {
        const result = await handleCallback(deps, req.body.token);
        const base = `${deps.config.publicUrl}/user/payment/result`;
        const target = result.ok
          ? `${base}/success?order=${result.orderId}`
          : `${base}/error?code=${encodeURIComponent(result.code)}${result.orderId ? `&order=${result.orderId}` : ''}`;
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    );
  });
};
