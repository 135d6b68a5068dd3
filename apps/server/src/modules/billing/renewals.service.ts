import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { enqueueSystemMail, findAccountOwner } from '../accounts';
import { iyzicoClient, lira } from './iyzico-client';
import { ordersRepository } from './orders.repository';
import { RENEWAL_GRACE_DAYS } from './plan-defaults';
import { packetsRepository, type TPacketRow } from './packets.repository';
import { buyerOf, fulfilOrder } from './payments.service';
import { applyPrice } from './pricing.service';

const DAY = 86_400_000;

// Auto-payment (SPEC §9): within 24 h after a main packet ends its saved card is charged for the
// same plan and period. A failure keeps the packet for a grace period and mails the owner.
export async function renewDuePackets(deps: AppDeps, now = new Date()): Promise<{ renewed: number; failed: number }> {
  let renewed = 0;
  let failed = 0;
  for (const packet of await packetsRepository.dueRenewals(deps.db, now)) {
    if (packet.graceUntil) continue;
    if ((await ordersRepository.renewalOf(deps.db, packet.id))?.status === 'completed') continue;
    if (await renewPacket(deps, packet, now)) renewed += 1;
    else failed += 1;
  }
  return { renewed, failed };
}

async function renewPacket(deps: AppDeps, packet: TPacketRow, now: Date): Promise<boolean> {
  const plan = packet.planCode ? await packetsRepository.plan(deps.db, packet.planCode) : undefined;
  const period = packet.period ?? 'monthly';
  const [card] = await ordersRepository.cards(deps.db, packet.accountId);
  const [last] = await ordersRepository.list(deps.db, packet.accountId);
  if (!plan || !card || !last) return refuse(deps, packet, plan?.name ?? '', 'no saved card', now);
  const price = applyPrice(period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice, null);
  const order = await ordersRepository.insert(deps.db, {
    accountId: packet.accountId,
    kind: 'main',
    planCode: plan.code,
    period,
    subtotal: price.subtotal,
    discount: 0,
    kdv: price.kdv,
    total: price.total,
    source: 'renewal',
    conversationId: randomUUID(),
    invoice: last.invoice,
    renewsPacketId: packet.id,
  });
  const result = await iyzicoClient(deps.config)
    .chargeStoredCard({
      conversationId: order.conversationId,
      price: lira(order.total),
      basketId: `order-${order.id}`,
      cardUserKey: card.cardUserKey,
      cardToken: card.cardToken,
      buyer: await buyerOf(deps, packet.accountId, last.invoice, '127.0.0.1'),
      item: { id: `order-${order.id}`, name: `${plan.name} (${period})`, price: lira(order.total) },
    })
    .catch((error: unknown) => ({
      ok: false as const,
      errorCode: 'ERROR',
      errorMessage: error instanceof Error ? error.message : 'charge failed',
    }));
  if (!result.ok || result.conversationId !== order.conversationId) {
    const reason = result.ok ? 'answer does not match' : result.errorMessage || result.errorCode;
    await ordersRepository.fail(deps.db, order.id, reason);
    return refuse(deps, packet, plan.name, reason, now);
  }
  // The new packet continues from the old end.
  await fulfilOrder(deps, order, result, packet.endsAt ?? now);
  return true;
}

async function refuse(deps: AppDeps, packet: TPacketRow, planName: string, reason: string, now: Date) {
  const graceUntil = new Date((packet.endsAt ?? now).getTime() + RENEWAL_GRACE_DAYS * DAY);
  await deps.db.transaction(async (tx) => {
    await packetsRepository.update(tx, packet.accountId, packet.id, { graceUntil });
    const owner = await findAccountOwner(tx, packet.accountId);
    if (owner)
      await enqueueSystemMail(tx, {
        to: owner.email,
        lang: 'tr',
        template: 'renewal_failed',
        params: { plan: planName, reason, until: graceUntil.toISOString().slice(0, 10) },
      });
  });
  return false;
}
