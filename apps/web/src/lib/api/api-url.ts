export const API_BASE = '/api/v1';

export type TQuery = Record<string, string | number | undefined>;

// The address of an API call: its path under the API and its query in the order given (the early requests
// script builds the same addresses, and an early answer is found by its address).
export function buildUrl(path: string, query: TQuery | undefined): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

// One GET call by its path and query, as the API modules make it.
export type TApiCall = { path: string; query?: TQuery };
