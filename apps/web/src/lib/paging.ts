// Page sizes every paged list offers, and the page count a total gives.
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
