import { useState } from 'react';
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

// A form's server errors: per field, or one line when the answer names no field.
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  return {
    errors,
    failure,
    clear: () => {
      setErrors({});
      setFailure(null);
    },
    fail: (error: Error) => {
      const found = apiFieldErrors(error);
      setErrors(found);
      setFailure(Object.keys(found).length === 0 ? error.message : null);
    },
  };
}
