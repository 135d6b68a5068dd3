import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { reconcileLimits, trackingSinkRepository, type TSinkIdentity, type TSinkProduct } from '../audience';
import { deviceKey, identityOf, toCart, toOrder, toProduct } from './drain.mapping';
import { addJob } from '../../platform/jobs/add-job';
import { publishMembersChanged } from '../../platform/jobs/members-changed';
import { publishMemberEvents } from '../../platform/jobs/member-events';
import { DRAIN_JOB, ingestRepository, type TBatchRow } from './ingest.repository';

const CLAIM_SIZE = 200;
const TIME_BUDGET_MS = 20_000;

// n: the event's 1-based position in its batch.
type TEventRef = { row: TBatchRow; event: TBatchRow['body']['events'][number]; n: number; identity: number | null };

// Turns claimed batches into devices, members, events, orders, carts and products: a fixed
// number of set-based statements per chunk, however many events it holds.
export async function processBatches(tx: DbOrTx, rows: TBatchRow[]): Promise<{ events: number }> {
  const sink = trackingSinkRepository(tx);
  const devices = await sink.upsertDevices(
    rows.map((r) => ({
      account_id: r.account_id,
      application_id: r.application_id,
      device_id: r.body.deviceId,
      language: r.body.context.language ? r.body.context.language.slice(0, 2).toLowerCase() : null,
      user_agent: r.user_agent,
      seen_at: r.received_at instanceof Date ? r.received_at.toISOString() : String(r.received_at),
    })),
  );
  const devicePk = new Map(devices.map((d) => [deviceKey(d.account_id, d.application_id, d.device_id), d.id]));
  const pkOf = (r: TBatchRow): number => devicePk.get(deviceKey(r.account_id, r.application_id, r.body.deviceId)) ?? 0;

  // Identities: one per (account, customer id, email); the last identify's fields win.
  const identities: TSinkIdentity[] = [];
  const identityIndex = new Map<string, number>();
  const refs: TEventRef[] = [];
  for (const row of rows) {
    for (const [i, event] of row.body.events.entries()) {
      const found = identityOf(row.account_id, event.type, event.ts, event.properties, event.member);
      let k: number | null = null;
      if (found) {
        const key = `${found.account_id}|${found.customer_id ?? ''}|${found.email ?? ''}`;
        k = identityIndex.get(key) ?? identities.length;
        if (k === identities.length) identityIndex.set(key, k);
        const prev = identities[k];
        identities[k] = prev ? mergeIdentity(prev, { ...found, k }) : { ...found, k };
      }
      refs.push({ row, event, n: i + 1, identity: k });
    }
  }
  let matched = await sink.matchMembers(identities);
  const newAccounts = await sink.insertMembers(identities.filter((i) => !matched.has(i.k)));
  if (newAccounts.length > 0) matched = await sink.matchMembers(identities);
  await sink.updateMembers(
    identities.flatMap((i) => (matched.has(i.k) ? [{ ...i, member_id: matched.get(i.k) ?? 0 }] : [])),
  );

  const memberOf = (ref: TEventRef): number | null =>
    ref.identity === null ? null : (matched.get(ref.identity) ?? null);
  const links = new Map<number, { account_id: number; device_pk: number; member_id: number }>();
  for (const ref of refs) {
    const memberId = memberOf(ref);
    if (memberId !== null)
      links.set(pkOf(ref.row), { account_id: ref.row.account_id, device_pk: pkOf(ref.row), member_id: memberId });
  }
  await sink.linkDevices([...links.values()]);

  const inserted = await sink.insertEvents(
    ingestRepository(tx).eventsOf(
      rows.map((r) => ({ id: r.id, devicePk: pkOf(r) })),
      refs.flatMap((ref) => {
        const memberId = memberOf(ref);
        return memberId === null ? [] : [{ batchId: ref.row.id, n: ref.n, memberId }];
      }),
    ),
  );
  await sink.insertOrders(
    refs.flatMap((ref, seq) => {
      const order =
        ref.event.type === 'purchase' ? toOrder(seq, ref.row, pkOf(ref.row), memberOf(ref), ref.event) : null;
      return order ? [order] : [];
    }),
  );
  await sink.upsertCarts(
    refs
      .filter((r) => r.event.type === 'cart_update')
      .map((ref) => toCart(ref.row, pkOf(ref.row), memberOf(ref), ref.event)),
  );
  const products = new Map<string, TSinkProduct>();
  for (const ref of refs) {
    if (ref.event.type !== 'product_view') continue;
    const product = toProduct(ref.row.account_id, ref.event.properties);
    if (product) products.set(`${product.account_id}|${product.code}`, product);
  }
  await sink.upsertProducts([...products.values()]);
  // Favourites per member (the price and stock alarms and the favourite reminder read them).
  await sink.recordFavorites(
    refs.flatMap((ref, seq) => {
      const code =
        ref.event.type === 'add_favorite' || ref.event.type === 'remove_favorite' ? ref.event.properties.code : null;
      if (typeof code !== 'string' || code.trim() === '') return [];
      return [
        {
          seq,
          account_id: ref.row.account_id,
          device_pk: pkOf(ref.row),
          member_id: memberOf(ref),
          code: code.trim().slice(0, 100),
          on: ref.event.type === 'add_favorite',
        },
      ];
    }),
  );
  await ingestRepository(tx).logRequests(rows.map((r) => r.id));
  // Dynamic segments re-evaluate the members whose events, orders or carts just arrived.
  const changed = new Map<number, Set<number>>();
  for (const ref of refs) {
    const memberId = memberOf(ref);
    if (memberId !== null)
      changed.set(ref.row.account_id, (changed.get(ref.row.account_id) ?? new Set()).add(memberId));
  }
  for (const [accountId, memberIds] of changed) await publishMembersChanged(tx, accountId, [...memberIds]);
  // What identified members did goes out as one job (journeys start, wake and end on it).
  await publishMemberEvents(
    tx,
    refs.flatMap((ref) => {
      const memberId = memberOf(ref);
      if (memberId === null || ref.event.type === 'page_view') return [];
      const name = ref.event.type === 'custom' ? `custom:${ref.event.name ?? 'custom'}` : ref.event.type;
      return [
        {
          accountId: ref.row.account_id,
          memberId,
          name,
          properties: ref.event.properties,
          applicationId: ref.row.application_id,
        },
      ];
    }),
  );

  const grown = new Set([...newAccounts, ...devices.filter((d) => d.inserted).map((d) => d.account_id)]);
  for (const accountId of grown) await reconcileLimits(tx, accountId, ['member', 'device']);
  return { events: inserted };
}

function mergeIdentity(prev: TSinkIdentity, next: TSinkIdentity): TSinkIdentity {
  const merged = { ...prev };
  for (const [key, value] of Object.entries(next) as [keyof TSinkIdentity, unknown][]) {
    if (value !== null) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

// A chunk that fails is retried one batch at a time (each in a savepoint), so one broken batch
// costs only itself an attempt and the good batches around it still drain.
async function drainChunk(deps: Pick<AppDeps, 'logger'>, tx: DbOrTx, rows: TBatchRow[]): Promise<number> {
  const repo = ingestRepository(tx);
  try {
    const { events } = await tx.transaction((sp) => processBatches(sp, rows));
    await repo.remove(rows.map((r) => r.id));
    return events;
  } catch {
    let events = 0;
    for (const row of rows) {
      try {
        events += (await tx.transaction((sp) => processBatches(sp, [row]))).events;
        await repo.remove([row.id]);
      } catch (error) {
        const outcome = await repo.fail(row.id, error instanceof Error ? error.message : String(error));
        deps.logger.warn({ batchId: row.id, accountId: row.account_id, outcome, err: error }, 'ingest batch failed');
      }
    }
    return events;
  }
}

// The drain job: claims chunks until no batch is due or the time budget is spent.
export async function drainIngest(deps: Pick<AppDeps, 'db' | 'logger'>): Promise<number> {
  const started = Date.now();
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await ingestRepository(tx).claim(CLAIM_SIZE);
      if (rows.length === 0) return true;
      total += await drainChunk(deps, tx, rows);
      return false;
    });
    // While batches keep coming, run again (requests do not re-enqueue a drain that is running).
    if (done || Date.now() - started > TIME_BUDGET_MS) {
      if (total > 0) await addJob(deps.db, DRAIN_JOB, {}, { jobKey: DRAIN_JOB });
      return total;
    }
    // Let the API share the event loop between chunks (one process runs both in `ulak start`).
    await new Promise((r) => setImmediate(r));
  }
}
