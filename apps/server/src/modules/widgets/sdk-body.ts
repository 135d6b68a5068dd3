import type { z } from 'zod';
import { HTTP_STATUS } from '@ulak/shared';
import { AppError } from '../../platform/http/app-error';
import { isMessageKey } from '../../platform/i18n/translate';

// The shop script posts text/plain JSON (no CORS preflight): parsed here, with field errors in the
// visitor's language like any 422.
export function parseSdkBody<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  let body = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('validation', HTTP_STATUS.badRequest, 'errors.fill_all_fields');
    }
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    const key = isMessageKey(issue.message) ? issue.message : `validation.invalid_field|${field}`;
    (fields[field] ??= []).push(key);
  }
  if (fields.widgetToken) throw new AppError('unauthenticated', HTTP_STATUS.unauthenticated);
  const keys = [...new Set(Object.values(fields).flat())];
  throw new AppError('validation', HTTP_STATUS.validation, keys[0] ?? 'errors.validation', {}, keys, fields);
}
