import pino from 'pino';
import type { TConfig } from './config';
import { prettyDestination } from './log-format';

export type Logger = pino.Logger;

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.passwordConfirmation',
  '*.token',
  '*.secret',
];

// Readable lines on a terminal, JSON lines when piped or in production.
export function createLogger(config: Pick<TConfig, 'logLevel'> & { env?: TConfig['env'] }): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } };
  const readable = config.env !== undefined && config.env !== 'production' && process.stdout.isTTY === true;
  return readable ? pino(options, prettyDestination) : pino(options);
}
