import { ApiError } from '../../../lib/api/api-error';

// The server's translated field errors (422), first message per field path; {} for anything else.
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body?.error?.fields ?? {})) {
    const first = messages[0];
    if (first && !found[field]) found[field] = first;
  }
  return found;
}
