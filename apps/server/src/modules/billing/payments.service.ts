import { randomUUID } from 'node:crypto';
import { HTTP_STATUS } from '@ulak/shared';
import type { TCheckoutInput, TInvoiceDetailsInput } from '@ulak/shared/billing';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import { findAccountOwner } from '../accounts';
import type { TInvoiceDetails } from './billing.tables';
import {
  IyzicoSignatureError,
  IyzicoUnavailable,
  iyzicoClient,
  lira,
  type TIyzicoBuyer,
  type TPaymentResult,
} from './iyzico-client';
import { ordersRepository, type TOrderRow } from './orders.repository';
import { activateMainPacket, addExtraPacket, periodEnd } from './packets.service';
import { quote } from './pricing.service';

const paymentFailed = (reason: string) =>
  new AppError('payment_failed', HTTP_STATUS.warning, 'errors.payment_failed', { reason });

// What iyzico is told about the buyer (PROTOCOLS § iyzico, checkout form `buyer`): an individual with
// the invoice's name and TC identity number; a company through the owner who buys for it, with the
// company's 10-digit tax number as its identity number (iyzico takes 5-20 characters and, for a legal
// entity, its tax number) and the company's title on the billing address.
export async function buyerOf(
  deps: AppDeps,
  accountId: number,
  invoice: TInvoiceDetails,
  ip: string,
): Promise<TIyzicoBuyer> {
  const owner = await findAccountOwner(deps.db, accountId);
  const individual = invoice.type === 'individual';
  const name = (individual ? invoice.name : owner?.name) || '-';
  const surname = (individual ? invoice.surname : owner?.surname) || '-';
  return {
    id: String(accountId),
    contactName: individual ? `${name} ${surname}` : (invoice.companyName ?? `${name} ${surname}`),
    name,
    surname,
    email: owner?.email ?? 'owner@example.com',
    phone: owner?.phone || '+905000000000',
    identityNumber: (individual ? invoice.identityNumber : invoice.taxNumber) ?? '',
    address: invoice.address,
    city: invoice.city,
    zipCode: invoice.zipCode,
    ip,
  };
}

// Prices the purchase, records a pending order and opens iyzico's checkout form (3-D Secure).
export async function startCheckout(
  deps: AppDeps,
  accountId: number,
  input: TCheckoutInput,
  meta: { ip: string; lang: 'tr' | 'en' },
) {
  const iyzico = iyzicoClient(deps.config);
  if (!iyzico.available) throw paymentFailed('iyzico');
  const price = await quote(deps.db, input.purchase, input.couponCode);
  const invoice: TInvoiceDetailsInput = input.invoice;
  const order = await ordersRepository.insert(deps.db, {
    accountId,
    kind: input.purchase.kind,
    planCode: input.purchase.kind === 'main' ? input.purchase.planCode : null,
    period: input.purchase.kind === 'main' ? input.purchase.period : null,
    channel: input.purchase.kind === 'extra' ? input.purchase.channel : null,
    amount: input.purchase.kind === 'extra' ? input.purchase.amount : null,
    couponId: price.couponId,
    subtotal: price.subtotal,
    discount: price.discount,
    kdv: price.kdv,
    total: price.total,
    conversationId: randomUUID(),
    invoice,
  });
  const [card] = await ordersRepository.cards(deps.db, accountId);
  const started = await iyzico
    .initializeCheckout({
      conversationId: order.conversationId,
      price: lira(order.total),
      basketId: `order-${order.id}`,
      callbackUrl: `${deps.config.publicUrl}/api/v1/billing/iyzico/callback`,
      locale: meta.lang,
      buyer: await buyerOf(deps, accountId, invoice, meta.ip),
      item: { id: `order-${order.id}`, name: price.label, price: lira(order.total) },
      cardUserKey: card?.cardUserKey,
    })
    .catch(async (error: unknown) => {
      await ordersRepository.fail(deps.db, order.id, error instanceof Error ? error.message : 'initialize failed');
      throw paymentFailed(error instanceof IyzicoUnavailable ? 'iyzico' : 'checkout');
    });
  await ordersRepository.setToken(deps.db, accountId, order.id, started.token);
  return { orderId: order.id, ...started, price };
}

// A paid order's effect, inside the transaction that completed it (so it happens once).
async function fulfil(
  deps: AppDeps,
  order: TOrderRow,
  paid: Extract<TPaymentResult, { ok: true }>,
  start = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const completed = await ordersRepository.complete(tx, order.id, paid.paymentId);
    if (!completed) return;
    if (order.couponId) await ordersRepository.useCoupon(tx, order.couponId);
    if (paid.cardUserKey && paid.cardToken)
      await ordersRepository.saveCard(tx, {
        accountId: order.accountId,
        cardUserKey: paid.cardUserKey,
        cardToken: paid.cardToken,
        ...paid.card,
      });
    if (order.kind === 'main' && order.planCode && order.period)
      await activateMainPacket(tx, order.accountId, {
        planCode: order.planCode,
        period: order.period,
        startsAt: start,
        endsAt: periodEnd(start, order.period),
        autoRenew: Boolean(paid.cardToken) || order.source === 'renewal',
        orderId: order.id,
      });
    if (order.kind === 'extra' && order.channel && order.amount)
      await addExtraPacket(tx, order.accountId, { channel: order.channel, amount: order.amount, orderId: order.id });
  });
}

// iyzico's callback (the browser posts the token back): the payment is retrieved by token and its
// signature, conversation and amount checked before anything is activated; a repeat changes nothing.
export async function handleCallback(
  deps: AppDeps,
  token: string,
): Promise<{ ok: true; orderId: number } | { ok: false; code: string; orderId?: number }> {
  const order = await ordersRepository.byToken(deps.db, token);
  if (!order) return { ok: false, code: 'payment_unverified' };
  if (order.status === 'completed') return { ok: true, orderId: order.id };
  let result: TPaymentResult;
  try {
    result = await iyzicoClient(deps.config).retrieveCheckout(token, order.conversationId);
  } catch (error) {
    if (error instanceof IyzicoSignatureError) {
      deps.logger.warn({ orderId: order.id }, 'iyzico answer with a wrong signature refused');
      return { ok: false, code: 'payment_unverified', orderId: order.id };
    }
    throw error;
  }
  if (!result.ok) {
    await ordersRepository.fail(deps.db, order.id, `${result.errorCode} ${result.errorMessage}`);
    return { ok: false, code: result.errorCode, orderId: order.id };
  }
  if (result.conversationId !== order.conversationId || Math.round(Number(result.paidPrice) * 100) !== order.total) {
    deps.logger.warn({ orderId: order.id }, 'iyzico payment does not match its order');
    return { ok: false, code: 'payment_unverified', orderId: order.id };
  }
  await fulfil(deps, order, result);
  return { ok: true, orderId: order.id };
}

// An order as its owner sees it (no payment keys, invoice details or tokens).
const orderView = (o: TOrderRow) => ({
  id: o.id,
  kind: o.kind,
  planCode: o.planCode,
  period: o.period,
  channel: o.channel,
  amount: o.amount,
  subtotal: o.subtotal,
  discount: o.discount,
  kdv: o.kdv,
  total: o.total,
  status: o.status,
  source: o.source,
  failureReason: o.failureReason,
  createdAt: o.createdAt,
  completedAt: o.completedAt,
});

export async function listOrders(deps: AppDeps, accountId: number) {
  return (await ordersRepository.list(deps.db, accountId)).map(orderView);
}

// Any order of the account, also one older than the list's newest hundred.
export async function orderStatus(deps: AppDeps, accountId: number, id: number) {
  const order = await ordersRepository.find(deps.db, accountId, id);
  if (!order) throw notFound();
  return orderView(order);
}

export async function listCards(deps: AppDeps, accountId: number) {
  return (await ordersRepository.cards(deps.db, accountId)).map((c) => ({
    id: c.id,
    lastFour: c.lastFour,
    holder: c.holder,
    bank: c.bank,
    cardType: c.cardType,
    expiry: c.expiry,
    createdAt: c.createdAt,
  }));
}

export async function deleteCard(deps: AppDeps, accountId: number, id: number) {
  if (!(await ordersRepository.deleteCard(deps.db, accountId, id))) throw notFound();
  return { ok: true };
}

export { fulfil as fulfilOrder };
