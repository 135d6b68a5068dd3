import { z } from 'zod';

// Path and query shapes shared by many endpoints.
export const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
export type TIdParams = z.infer<typeof ZIdParams>;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPageMeta = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int().describe('Rows in the whole list'),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;
// A list whose total is counted only up to a cap (logs of millions of rows): `capped` says the
// real total is larger, and pages past the cap are not served.
export type TCappedPageMeta = TPageMeta & { capped: boolean };

// A calendar day (YYYY-MM-DD) that PostgreSQL can hold: it has no year 0.
export const ZIsoDay = z.iso.date().refine((day) => !day.startsWith('0000'), 'validation.date_invalid');

// The `{ data }` envelope every successful JSON answer has.
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
// A page of a list: `{ data: [...], meta: { page, perPage, total } }`.
export const pageEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZPageMeta });

// A point in time as the API answers it: ISO 8601 text. The server may hand over a Date (written out as ISO).
export const ZTimestamp = z
  .union([z.date(), z.string()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString()))
  .pipe(z.string().describe('ISO 8601 date and time'));
// The answer of a route that only confirms (a delete, a removal).
export const ZOkResult = dataEnvelope(z.object({ ok: z.boolean() }));

// Answers of the public API (API key): what a batch changed.
export const ZPublicMembersResult = dataEnvelope(
  z.object({ inserted: z.number().int().describe('Members created'), updated: z.number().int() }),
);
export const ZPublicUpsertResult = dataEnvelope(
  z.object({ upserted: z.number().int().describe('Rows created or updated') }),
);
export const ZSegmentMembersResult = dataEnvelope(
  z.object({
    matched: z.number().int().describe('Members found by the given ids, emails, phones or customer ids'),
    changed: z.number().int().describe('Members actually added to or removed from the segment'),
  }),
);
export const ZHealthResult = dataEnvelope(z.object({ status: z.literal('ok') }));
export type TPublicMembersResult = z.infer<typeof ZPublicMembersResult>;
export type TPublicUpsertResult = z.infer<typeof ZPublicUpsertResult>;
export type TSegmentMembersResult = z.infer<typeof ZSegmentMembersResult>;
// The shop SDK's event batch: how many events were queued.
export const ZIngestResult = dataEnvelope(z.object({ accepted: z.number().int() }));
