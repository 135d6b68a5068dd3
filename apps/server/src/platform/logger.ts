import pino from 'pino';
import type { TConfig } from './config';
import { prettyDestination } from './log-format';

export type Logger = pino.Logger;

// Secrets, one-time tokens and codes, and personal addresses never reach a log line (wherever pino sees
// them as fields: request bodies and headers, job payloads, service calls).
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'passwordConfirmation',
  'token',
  'mfaToken',
  'accessToken',
  'refreshToken',
  'secret',
  'appSecret',
  'apiKey',
  'code',
  'link',
  'to',
  'email',
  'phone',
  'address',
  'addresses',
  'params',
  'payload',
];
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE = /\+?\d[\d ()-]{8,}\d/g;
const QUERY_SECRET = /([?&](?:token|code|key|secret|signature|email)=)[^&\s'"]+/gi;

// For free text that may quote what it failed on (an SMTP reply names the recipient, an error the link).
export function redactText(text: string): string {
  return text.replace(QUERY_SECRET, '$1[redacted]').replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

// Request URLs carry one-time tokens in the query (reset and verification links) and secrets in the
// path (webhook URLs, member page links): query values are dropped, long opaque segments hidden.
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_~.=-]{20,}$/.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === undefined) return safePath;
  const names = query.split('&').map((pair) => `${pair.split('=', 1)[0] ?? ''}=[redacted]`);
  return `${safePath}?${names.join('&')}`;
}

type TRequestLike = { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } };

// Error texts quote what failed: a query's parameters, an SMTP reply naming the recipient.
function serializeError(error: Error): Record<string, unknown> {
  const plain = pino.stdSerializers.err(error) as Record<string, unknown>;
  for (const key of ['message', 'stack']) if (typeof plain[key] === 'string') plain[key] = redactText(plain[key]);
  return plain;
}

const serializers = {
  err: serializeError,
  req: (req: TRequestLike) => ({
    method: req.method,
    url: redactUrl(req.url ?? ''),
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

// Readable lines on a terminal, JSON lines when piped, in production, or to a given destination.
export function createLogger(
  config: Pick<TConfig, 'logLevel'> & { env?: TConfig['env'] },
  destination?: pino.DestinationStream,
): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' }, serializers };
  if (destination) return pino(options, destination);
  const readable = config.env !== undefined && config.env !== 'production' && process.stdout.isTTY === true;
  return readable ? pino(options, prettyDestination) : pino(options);
}
