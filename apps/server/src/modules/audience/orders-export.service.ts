import type { Readable } from 'node:stream';
import type { TOrderListQuery } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { keysetCsv } from './import/csv-writer';
import { assertSearch } from './members.service';
import { recordsRepository, type TOrderCursor } from './records.repository';

const COLUMNS = [
  'id',
  'order_code',
  'member_id',
  'status',
  'total_count',
  'total_price',
  'price_currency',
  'date',
  'coupon_code',
  'tracking_code',
  'tracking_url',
  'satisfaction_url',
  'source',
] as const;

// The filtered orders (all orders or old orders) as CSV, streamed in keyset pages; cells are
// formula-escaped by csvLine like the members export.
export function exportOrdersCsv(deps: Pick<AppDeps, 'db'>, accountId: number, q: TOrderListQuery): Readable {
  // Before the stream starts, so a too-short search answers 422 rather than an empty file.
  assertSearch(q.search);
  const { page: _p, perPage: _pp, ...filters } = q;
  return keysetCsv({
    header: COLUMNS,
    page: (after: TOrderCursor | null, limit) =>
      recordsRepository(deps.db).exportOrders(accountId, filters, after, limit),
    cursor: (o) => ({ date: o.date, id: o.id }),
    cells: (o) => [
      o.id,
      o.orderCode,
      o.memberId,
      o.status,
      o.totalCount,
      o.totalPrice,
      o.priceCurrency,
      o.date,
      o.couponCode,
      o.trackingCode,
      o.trackingUrl,
      o.satisfactionUrl,
      o.source,
    ],
  });
}
