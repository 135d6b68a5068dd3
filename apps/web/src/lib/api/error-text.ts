import { isApiError } from './api-error';
import { bodyMessage, join422Message, type TTranslate } from './failure-message';

// The text an inline form alert shows for a failed call (same joining rules as the 422 dialog).
export function apiErrorText(error: unknown, t: TTranslate): string {
  if (!isApiError(error)) return t('dialog.system_error');
  if (error.status === 0 || error.status >= 500) return t('dialog.system_error');
  return join422Message(error.body) || bodyMessage(error.body) || t('dialog.system_error');
}
