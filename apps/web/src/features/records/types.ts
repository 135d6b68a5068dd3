import type { TPageMeta } from '@ulak/shared/http';

// Pages of the audience lists; the rows are the shared response schemas' types.
export type TPage<T> = { data: T[]; meta: TPageMeta };

export type {
  TCart,
  TDevice,
  TDeviceDetail,
  TEvent,
  TOrder,
  TProduct,
  TTag,
  TTagSummary,
} from '@ulak/shared/audience-records';

export type { TRequestLog, TRequestLogDetail, TRequestLogEvent, TRequestLogPage } from '@ulak/shared/tracking';
