import { Readable } from 'node:stream';
import type { TPlatformDataRequest } from '@ulak/shared/platforms';
import type { AppDeps } from '../../../platform/deps';
import { enqueueSystemMail, findAccountOwner } from '../../accounts';
import { memberDataExport } from '../../audience';
import { readMediaFile, writeMediaFile } from '../../media';
import { listMessages } from '../../messaging';
import { platformsRepository, type TDataRequestRow, type TPlatformRow } from '../platforms.repository';
import { platformNotFound } from '../platforms.service';
import { shopifyId } from './shopify-mapping';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

const MESSAGE_PAGE = 100;
const MESSAGE_PAGES = 100;

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

// Every message sent to the member, newest first (at most 10,000).
async function messagesOf(deps: Deps, accountId: number, memberId: number): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  for (let page = 1; page <= MESSAGE_PAGES; page++) {
    const { data } = await listMessages(deps, accountId, { page, perPage: MESSAGE_PAGE, memberId });
    all.push(...data);
    if (data.length < MESSAGE_PAGE) break;
  }
  return all;
}

// customers/data_request: the customer's member, permissions and their history, orders, carts and the
// messages sent to them, compiled into one JSON file in the media store; the request is listed on the
// platform's screen and the account owner is mailed. A redelivered request (same Shopify request id) is
// compiled once. A customer the account holds nothing on still gets a file saying so.
export async function compileShopifyDataRequest(
  deps: Deps,
  accountId: number,
  platform: TPlatformRow,
  body: Record<string, unknown>,
): Promise<void> {
  const customer = obj(body.customer);
  const key = {
    customerId: shopifyId(customer.id) ?? null,
    email: text(customer.email)?.toLowerCase() ?? null,
    phone: text(customer.phone),
  };
  const named = key.email ?? key.phone ?? key.customerId ?? '?';
  const externalId = text(obj(body.data_request).id) ?? `${key.customerId ?? named}`;
  const data = await memberDataExport(deps, accountId, key);
  const messages = data ? await messagesOf(deps, accountId, data.memberId) : [];
  // Shape: ZDataRequestFile.
  const file = {
    shop: platform.domain,
    requestedAt: new Date().toISOString(),
    request: { id: externalId, customer: key, ordersRequested: body.orders_requested ?? [] },
    found: data !== null,
    member: data?.member ?? null,
    permissionChanges: data?.permissionChanges ?? [],
    orders: data?.orders ?? [],
    carts: data?.carts ?? [],
    messages,
  };
  const bytes = Buffer.from(JSON.stringify(file, null, 2), 'utf8');
  await deps.db.transaction(async (tx) => {
    const row = await platformsRepository.insertDataRequest(tx, accountId, {
      platformAccountId: platform.id,
      externalId: externalId.slice(0, 200),
      customer: named.slice(0, 254),
      memberFound: data !== null,
    });
    if (!row) return;
    const stored = await writeMediaFile({ ...deps, db: tx }, accountId, 'application/json', Readable.from([bytes]));
    await platformsRepository.attachDataRequestFile(tx, accountId, row.id, stored.id, stored.sizeBytes);
    const owner = await findAccountOwner(tx, accountId);
    if (owner)
      await enqueueSystemMail(tx, {
        to: owner.email,
        lang: 'tr',
        template: 'data_request',
        params: { customer: named, shop: platform.domain, url: `${deps.config.publicUrl}/user/settings/platform` },
      });
  });
  deps.logger.info({ accountId, platformId: platform.id }, 'Shopify customer data request compiled');
}

export function toDataRequest(row: TDataRequestRow): TPlatformDataRequest {
  return {
    id: row.id,
    customer: row.customer,
    memberFound: row.memberFound,
    hasFile: row.mediaFileId !== null,
    sizeBytes: row.sizeBytes,
    requestedAt: row.requestedAt.toISOString(),
  };
}

export async function listDataRequests(deps: Deps, accountId: number, platformId: number) {
  if (!(await platformsRepository.find(deps.db, accountId, platformId))) throw platformNotFound();
  return (await platformsRepository.dataRequests(deps.db, accountId, platformId)).map(toDataRequest);
}

// The compiled file, streamed from the media store.
export async function dataRequestFile(
  deps: Deps,
  accountId: number,
  platformId: number,
  id: number,
): Promise<AsyncGenerator<Buffer>> {
  const row = await platformsRepository.dataRequest(deps.db, accountId, platformId, id);
  if (!row || row.mediaFileId === null) throw platformNotFound();
  return readMediaFile(deps, accountId, row.mediaFileId);
}
