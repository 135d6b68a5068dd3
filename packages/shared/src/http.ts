import { z } from 'zod';

// Path and query shapes shared by many endpoints.
export const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
export type TIdParams = z.infer<typeof ZIdParams>;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export type TPageMeta = { page: number; perPage: number; total: number };
// A list whose total is counted only up to a cap (logs of millions of rows): `capped` says the
// real total is larger, and pages past the cap are not served.
export type TCappedPageMeta = TPageMeta & { capped: boolean };

// A calendar day (YYYY-MM-DD) that PostgreSQL can hold: it has no year 0.
export const ZIsoDay = z.iso.date().refine((day) => !day.startsWith('0000'), 'validation.date_invalid');

// The `{ data }` envelope every successful JSON answer has.
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

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
