import pino from 'pino';
import type { TConfig } from './config';

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

export function createLogger(config: Pick<TConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } });
}
