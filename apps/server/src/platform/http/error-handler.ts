import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from './api-instance';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_STATUS } from '@ulak/shared';
import { isMessageKey, languageFromHeader, translate } from '../i18n/translate';
import { AppError } from './app-error';
import { isBadTextError } from './input-guard';

type TValidationIssue = { keyword: string; instancePath: string; message?: string };

function isMissing(issue: TValidationIssue): boolean {
  return (
    issue.message === 'validation.fill_all_fields' ||
    (issue.keyword === 'invalid_type' && /received undefined|received null/.test(issue.message ?? ''))
  );
}

// Zod issues carry i18n keys as messages; anything else becomes "<field> is invalid".
function validationToAppError(issues: TValidationIssue[], kind: string): AppError {
  if (issues.some(isMissing)) return new AppError('fill_all_fields', HTTP_STATUS.badRequest);
  const keys: string[] = [];
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || kind;
    const key = issue.message && isMessageKey(issue.message) ? issue.message : `validation.invalid_field|${field}`;
    if (!keys.includes(key)) keys.push(key);
    (fields[field] ??= []).push(key);
  }
  return new AppError('validation', HTTP_STATUS.validation, keys[0] ?? 'errors.validation', {}, keys, fields);
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationToAppError(error.validation, error.validationContext ?? 'body');
  }
  if (isBadTextError(error)) return new AppError('validation', HTTP_STATUS.validation, 'errors.validation');
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', HTTP_STATUS.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('validation', HTTP_STATUS.badRequest, 'errors.fill_all_fields');
  }
  if (fastifyError.statusCode === HTTP_STATUS.rateLimited) {
    return new AppError('rate_limited', HTTP_STATUS.rateLimited);
  }
  if (fastifyError.statusCode === HTTP_STATUS.notFound) return new AppError('not_found', HTTP_STATUS.notFound);
  return new AppError('internal', HTTP_STATUS.internal);
}

function translateKey(lang: 'tr' | 'en', key: string, params: Record<string, string | number>): string {
  const [messageKey = key, field] = key.split('|');
  return translate(lang, messageKey, field ? { ...params, field } : params);
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, appError: AppError): FastifyReply {
  const lang = languageFromHeader(request.headers['accept-language']);
  // A service's own limit (a locked login) names its wait; the client reads it from Retry-After (SPEC §8).
  if (appError.status === HTTP_STATUS.rateLimited && typeof appError.params.seconds === 'number')
    reply.header('retry-after', String(appError.params.seconds));
  const retryAfter = reply.getHeader('retry-after');
  const params = { seconds: Number(retryAfter ?? 60), ...appError.params };
  const messageList = appError.messageKeys.map((key) => translateKey(lang, key, params));
  const fields = Object.fromEntries(
    Object.entries(appError.fields).map(([field, keys]) => [field, keys.map((k) => translateKey(lang, k, params))]),
  );
  const body = {
    error: {
      code: appError.code,
      message: translateKey(lang, appError.messageKey, params),
      ...(messageList.length > 0 ? { messageList } : {}),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
  return reply.status(appError.status).type('application/json').send(body);
}

export function installErrorHandling(
  app: ApiInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null = () => null,
): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= HTTP_STATUS.internal && appError.status !== HTTP_STATUS.noop) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendAppError(request, reply, appError);
  });
  app.setNotFoundHandler(
    (request, reply) =>
      fallback(request, reply) ?? sendAppError(request, reply, new AppError('not_found', HTTP_STATUS.notFound)),
  );
}
