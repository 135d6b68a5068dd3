import { z } from 'zod';

// Links a merchant or a shop stores (order tracking, surveys, push targets, images): http and https only,
// so a `javascript:` or `data:` URL is never stored nor rendered as a link.
export const ZHttpUrl = z
  .url({ protocol: /^https?$/ })
  .trim()
  .max(2000);

// The URL when it is an absolute http(s) address, else null: for rendering values stored before the rule.
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:' ? value.trim() : null;
  } catch {
    return null;
  }
}
