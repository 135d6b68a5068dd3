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
