import type { TErrorBody } from './api-error';

export type TTranslate = (key: string) => string;

export type TFailureAction =
  | { kind: 'unauthorized' }
  | { kind: 'none' }
  | { kind: 'dialog'; variant: 'error' | 'warning'; title: string; message: string };

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

// The text of an `error` object: the messageList joined by line breaks when it holds more than one
// entry (every problem is shown), else the message (or the single list entry when message is empty).
export function errorObjectText(error: NonNullable<TErrorBody['error']>): string {
  const list = stringsOf(error.messageList);
  if (list.length > 1) return list.join('\n');
  return error.message || list[0] || '';
}

// SPEC §8 422: an error object's text, otherwise every array-valued field joined, fields separated by a blank line.
export function join422Message(body: TErrorBody | null): string {
  if (!body) return '';
  if (body.error && typeof body.error === 'object') return errorObjectText(body.error);
  return Object.values(body)
    .map((value) => stringsOf(value).join('\n'))
    .filter((text) => text !== '')
    .join('\n\n');
}

export function bodyMessage(body: TErrorBody | null): string {
  if (!body) return '';
  if (body.error && typeof body.error === 'object' && body.error.message) return body.error.message;
  return typeof body.message === 'string' ? body.message : '';
}

// SPEC §8 central handling by response status.
export function describeFailure(status: number, body: TErrorBody | null, t: TTranslate): TFailureAction {
  const errorTitle = t('dialog.error_title');
  switch (status) {
    case 401:
      return { kind: 'unauthorized' };
    case 550:
      return { kind: 'none' };
    case 500:
      return { kind: 'dialog', variant: 'error', title: errorTitle, message: t('dialog.system_error') };
    case 422:
      return {
        kind: 'dialog',
        variant: 'error',
        title: errorTitle,
        message: join422Message(body) || t('dialog.system_error'),
      };
    case 418: {
      const list = stringsOf(body?.error?.messageList);
      return {
        kind: 'dialog',
        variant: 'warning',
        title: bodyMessage(body) || t('dialog.warning_title'),
        message: list.length > 1 ? list.join('\n') : '',
      };
    }
    default:
      return {
        kind: 'dialog',
        variant: 'error',
        title: errorTitle,
        message: bodyMessage(body) || t('dialog.system_error'),
      };
  }
}
