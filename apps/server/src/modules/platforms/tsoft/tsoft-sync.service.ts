import type { AppDeps } from '../../../platform/deps';
import { addJob } from '../../../platform/jobs/add-job';
import { upsertMembersFromApi, upsertOrdersFromApi, upsertProductsFromApi } from '../../audience';
import { platformsRepository } from '../platforms.repository';
import {
  TSOFT_PAGE_SIZE,
  loginTsoft,
  readTsoftPage,
  tsoftStoreTime,
  type TTsoftCredentials,
  type TTsoftRecord,
} from './tsoft-client';
import { tsoftMember, tsoftOrder, tsoftProduct } from './tsoft-mapping';
import { TSOFT_SYNC_JOB_NAME } from './tsoft-names';

type Deps = Pick<AppDeps, 'db' | 'config' | 'secretBox' | 'logger'>;

// Pages one run reads per resource before it hands over to a follow-up job (keeps a job short).
const PAGES_PER_RUN = 20;

type TResource = 'customers' | 'orders' | 'products';
const METHODS: Record<TResource, string> = {
  customers: 'customer/getCustomers',
  orders: 'order/get',
  products: 'product/get',
};

// One page into audience through its exports (the same functions as the public API). Answers the counts.
async function writePage(
  deps: Deps,
  accountId: number,
  resource: TResource,
  records: TTsoftRecord[],
  storeUrl: string,
): Promise<{ members?: number; orders?: number; products?: number; revenue?: number }> {
  if (resource === 'customers') {
    const members = records.flatMap((r) => tsoftMember(r) ?? []);
    const result = await upsertMembersFromApi(deps, accountId, members);
    return { members: result.inserted + result.updated };
  }
  if (resource === 'orders') {
    const orders = records.flatMap((r) => tsoftOrder(r) ?? []);
    const result = await upsertOrdersFromApi(deps, accountId, orders);
    return { orders: result.upserted, revenue: orders.reduce((sum, o) => sum + o.totalPrice, 0) };
  }
  const products = records.flatMap((r) => tsoftProduct(r, storeUrl) ?? []);
  const result = await upsertProductsFromApi(deps, accountId, products);
  return { products: result.upserted };
}

// The window a pass re-reads before its own start: the store's clock and ours may differ by a little.
const CLOCK_MARGIN_MS = 5 * 60_000;

// Polls a T-Soft store (it sends no webhooks). Per resource, a pass reads pages of 500 from its cursor
// (`<resource>`: records read so far in this pass); the first pass reads everything, every later pass only
// the records created or updated since the previous pass began (`<resource>Since`, the UpdateDate filter),
// so an edited customer or product is synced again. A pass that ends records its start as the next
// `Since`. Customers first so orders find their member. A run that hit its page budget enqueues the next
// one at once; otherwise the cron picks the store up again.
export async function syncTsoft(deps: Deps, accountId: number, platformId: number): Promise<void> {
  const platform = await platformsRepository.find(deps.db, accountId, platformId);
  if (!platform || platform.type !== 'tsoft' || platform.status !== 'active' || !platform.credentialsSealed) return;
  const credentials = JSON.parse(deps.secretBox.open(platform.credentialsSealed)) as TTsoftCredentials;
  const cursor = { ...platform.syncCursor };
  let more = false;
  try {
    const token = await loginTsoft(deps.config, credentials);
    for (const resource of ['customers', 'orders', 'products'] as const) {
      const passKey = `${resource}PassAt`;
      const sinceKey = `${resource}Since`;
      if (!cursor[passKey]) cursor[passKey] = tsoftStoreTime(new Date(Date.now() - CLOCK_MARGIN_MS));
      const since = typeof cursor[sinceKey] === 'string' && cursor[sinceKey] !== '' ? cursor[sinceKey] : undefined;
      let passDone = false;
      for (let page = 0; page < PAGES_PER_RUN; page++) {
        const start = Number(cursor[resource] ?? 0);
        const records = await readTsoftPage(deps.config, credentials.storeUrl, token, METHODS[resource], start, since);
        if (records.length > 0) {
          const counts = await writePage(deps, accountId, resource, records, credentials.storeUrl);
          cursor[resource] = start + records.length;
          await deps.db.transaction(async (tx) => {
            await platformsRepository.mergeCursor(tx, accountId, platformId, cursor);
            await platformsRepository.recordSync(tx, accountId, platformId, counts);
          });
        }
        if (records.length < TSOFT_PAGE_SIZE) {
          passDone = true;
          break;
        }
        if (page === PAGES_PER_RUN - 1) more = true;
      }
      if (passDone) {
        // The next pass reads what changed since this one began.
        cursor[sinceKey] = cursor[passKey] ?? '';
        cursor[passKey] = '';
        cursor[resource] = 0;
        await platformsRepository.mergeCursor(deps.db, accountId, platformId, cursor);
      }
    }
    await platformsRepository.recordSync(deps.db, accountId, platformId, {});
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 300) : 'T-Soft sync failed';
    deps.logger.warn({ accountId, platformId, err: message }, 'T-Soft sync failed');
    await platformsRepository.recordError(deps.db, accountId, platformId, message);
    return;
  }
  if (more)
    await addJob(deps.db, TSOFT_SYNC_JOB_NAME, { accountId, platformId }, { jobKey: `tsoft-sync:${platformId}` });
}

// The cron's fan-out: one sync job per connected T-Soft store (the job key keeps one pending per store).
export async function pollTsoftStores(deps: Deps): Promise<number> {
  const stores = await platformsRepository.connectedOfType(deps.db, 'tsoft');
  for (const store of stores)
    await addJob(
      deps.db,
      TSOFT_SYNC_JOB_NAME,
      { accountId: store.accountId, platformId: store.id },
      { jobKey: `tsoft-sync:${store.id}`, jobKeyMode: 'preserve_run_at' },
    );
  return stores.length;
}
