import { publishMemberEvents } from '../../platform/jobs/member-events';
import { sql } from 'drizzle-orm';
import {
  HTTP_STATUS,
  type TApiKeyResource,
  type TMemberInput,
  type TProductInput,
  type TPublicOrderInput,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { AppError, validationError } from '../../platform/http/app-error';
import { hashToken } from '../../platform/crypto/tokens';
import { useApiKey } from '../applications';
import { accountLimits, assertRoom } from '../billing';
import { invalidateCounts } from './count-cache';
import { membersRepository } from './members.repository';
import { normalizePhone } from '@ulak/shared/phone';
import { publicApiRepository, type TApiMember } from './public-api.repository';
import { trackingSinkRepository, type TSinkProduct } from './tracking-sink.repository';

type Deps = Pick<AppDeps, 'db'>;

export type TApiKeyNeed = { resource: TApiKeyResource; write: boolean };

// 'Api key not found' (SPEC §8) for a missing, unknown or revoked key; 403 when the key's scope
// (read only, or not this resource) does not cover the call.
export async function accountForApiKey(deps: Deps, key: string | null, need: TApiKeyNeed): Promise<number> {
  const found = key ? await useApiKey(deps.db, hashToken(key)) : null;
  if (!found) throw new AppError('api_key_not_found', HTTP_STATUS.unauthenticated);
  if (!found.resources.includes(need.resource) || (need.write && found.access !== 'write'))
    throw new AppError('api_key_scope', HTTP_STATUS.forbidden);
  return found.accountId;
}

// Upsert on customer id, email or phone; new members count against the package limit (418).
export async function upsertMembersFromApi(
  deps: Deps,
  accountId: number,
  input: TMemberInput[],
): Promise<{ inserted: number; updated: number }> {
  const rows: TApiMember[] = input.map((m, k) => {
    const phone = m.phone ? normalizePhone(m.phone) : null;
    if (m.phone && !phone) throw validationError('validation.phone_format', `members.${k}.phone`);
    if (!m.customerId && !m.email && !phone) throw validationError('import.identity_missing', `members.${k}`);
    return { ...m, phone, k };
  });
  const result = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('members'), ${accountId}::int)`);
    const repo = publicApiRepository(tx);
    const matched = await repo.matchMembers(accountId, rows);
    const fresh = rows.filter((r) => !matched.has(r.k));
    const { members: limit } = await accountLimits(tx, accountId);
    if (fresh.length > 0) assertRoom('member', limit, await membersRepository(tx).count(accountId), fresh.length);
    await repo.updateMembers(
      accountId,
      rows.flatMap((r) => (matched.has(r.k) ? [{ ...r, id: matched.get(r.k) ?? 0 }] : [])),
    );
    const inserted = await repo.insertMembers(accountId, fresh);
    return { inserted, updated: rows.length - fresh.length };
  });
  invalidateCounts(accountId);
  return result;
}

export async function upsertOrdersFromApi(
  deps: Deps,
  accountId: number,
  orders: TPublicOrderInput[],
): Promise<{ upserted: number }> {
  return deps.db.transaction(async (tx) => {
    const changes = await publicApiRepository(tx).upsertOrders(accountId, orders);
    // A new or changed status is an event for journeys (order evaluation, satisfaction, order delay).
    await publishMemberEvents(
      tx,
      changes.flatMap((c) =>
        c.member_id === null || c.status === null || c.status === c.old_status
          ? []
          : [
              {
                accountId,
                memberId: c.member_id,
                name: 'order_status_changed',
                properties: { orderCode: c.order_code, status: c.status, totalPrice: Number(c.total_price) },
                applicationId: null,
              },
            ],
      ),
    );
    return { upserted: changes.length };
  });
}

export async function upsertProductsFromApi(
  deps: Deps,
  accountId: number,
  products: TProductInput[],
): Promise<{ upserted: number }> {
  const byCode = new Map<string, TSinkProduct>();
  for (const p of products)
    byCode.set(p.code, {
      account_id: accountId,
      code: p.code,
      title: p.title,
      content: p.content ?? null,
      price: p.price ?? null,
      discount_price: p.discountPrice ?? null,
      currency: p.currency === 'TL' ? 'TRY' : p.currency,
      url: p.url ?? null,
      image: p.image ?? null,
      category: p.category ?? null,
      stock: p.stock ?? null,
    });
  // One transaction: the history rows and the price drop / restock events land with the products.
  await deps.db.transaction((tx) => trackingSinkRepository(tx).upsertProducts([...byCode.values()]));
  return { upserted: byCode.size };
}
