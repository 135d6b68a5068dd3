import { HTTP_STATUS, type TErrorCode } from '@ulak/shared';

export type TErrorStatus = 400 | 401 | 403 | 404 | 413 | 418 | 422 | 429 | 500 | 550;

// Thrown by services; the error handler turns it into `{ error: { code, message, messageList } }`.
// `messageKey` / `messageKeys` are i18n keys translated by the request's Accept-Language.
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly status: TErrorStatus,
    readonly messageKey: string = `errors.${code}`,
    readonly params: Record<string, string | number> = {},
    readonly messageKeys: string[] = [],
    readonly fields: Record<string, string[]> = {},
  ) {
    super(code);
  }
}

export const notFound = (): AppError => new AppError('not_found', HTTP_STATUS.notFound);
export const unauthenticated = (): AppError => new AppError('unauthenticated', HTTP_STATUS.unauthenticated);
export const validationError = (messageKey: string, field?: string): AppError =>
  new AppError(
    'validation',
    HTTP_STATUS.validation,
    messageKey,
    {},
    [messageKey],
    field ? { [field]: [messageKey] } : {},
  );
