import type { FastifyRequest } from 'fastify';
import { languageFromHeader } from '../../platform/i18n/translate';
import type { TRequestMeta } from './sessions.service';

// Who asked, from where, in which language (mails go out in the language of the request).
export function requestMeta(request: FastifyRequest): TRequestMeta {
  return {
    ip: request.ip || null,
    userAgent: request.headers['user-agent'] ?? null,
    lang: languageFromHeader(request.headers['accept-language']),
  };
}
