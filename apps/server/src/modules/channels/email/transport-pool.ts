import { createHash } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { createPooledTransport } from './smtp-transport';

// One pooled transport per SMTP endpoint, shared by every send job of the process. Endpoints idle for
// IDLE_MS are closed so changed or deleted credentials do not keep connections open.
const IDLE_MS = 5 * 60_000;
type TEntry = { transport: Transporter<SMTPPool.SentMessageInfo>; lastUsed: number };
const pool = new Map<string, TEntry>();
let sweeper: NodeJS.Timeout | null = null;

function keyOf(options: SMTPPool.Options): string {
  return createHash('sha256').update(JSON.stringify(options)).digest('hex');
}

function sweep(): void {
  const now = Date.now();
  for (const [key, entry] of pool)
    if (now - entry.lastUsed > IDLE_MS) {
      entry.transport.close();
      pool.delete(key);
    }
  if (pool.size === 0 && sweeper) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

export function pooledTransport(options: SMTPPool.Options): Transporter<SMTPPool.SentMessageInfo> {
  const key = keyOf(options);
  let entry = pool.get(key);
  if (!entry) {
    entry = { transport: createPooledTransport(options), lastUsed: Date.now() };
    pool.set(key, entry);
    if (!sweeper) {
      sweeper = setInterval(sweep, IDLE_MS);
      sweeper.unref();
    }
  }
  entry.lastUsed = Date.now();
  return entry.transport;
}

export function closeEmailTransports(): void {
  for (const entry of pool.values()) entry.transport.close();
  pool.clear();
  if (sweeper) clearInterval(sweeper);
  sweeper = null;
}
