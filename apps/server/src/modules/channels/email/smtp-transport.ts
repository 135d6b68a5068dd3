import type net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { TSmtpEncryption } from '@ulak/shared/email/email-settings';
import { afterUniformDelay, openEgressSocket } from '../../../platform/egress';

export type TSmtpEndpoint = {
  host: string;
  port: number;
  encryption: TSmtpEncryption;
  username: string;
  password: string;
};

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

// ssl and tls are implicit TLS (RFC 8314), starttls must upgrade, none takes the server as it is.
function encryptionOptions(encryption: TSmtpEncryption): Pick<SMTPTransport.Options, 'secure' | 'requireTLS'> {
  if (encryption === 'ssl' || encryption === 'tls') return { secure: true };
  if (encryption === 'starttls') return { secure: false, requireTLS: true };
  return { secure: false };
}

function connectionOptions(endpoint: TSmtpEndpoint): SMTPTransport.Options {
  return {
    host: endpoint.host,
    port: endpoint.port,
    ...encryptionOptions(endpoint.encryption),
    ...(endpoint.username ? { auth: { user: endpoint.username, pass: endpoint.password } } : {}),
    ...TIMEOUTS,
  };
}

// SMTP is a conversation of small writes: with Nagle's algorithm each command waits for the peer's delayed
// ACK (~40 ms), which held a pooled connection to ~20 messages/s. The pool's sockets are opened by the
// egress client with TCP_NODELAY and handed to nodemailer, which upgrades them to TLS itself where the
// endpoint asks for it. A merchant's endpoint goes through the guard; the operator's relay does not.
type TSocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket }) => void;
function socketOpener(allowPrivate: boolean) {
  return (options: SMTPPool.Options, callback: TSocketCallback): void => {
    openEgressSocket({
      host: options.host ?? 'localhost',
      port: options.port ?? 587,
      allowPrivate,
      timeoutMs: TIMEOUTS.connectionTimeout,
    }).then(
      (connection) => callback(null, { connection }),
      (error: Error) => callback(error),
    );
  };
}

const POOL = { pool: true, maxConnections: 5, maxMessages: 1000 } as const;

// A merchant's own SMTP server: every connection is checked by the egress guard.
export function endpointOptions(endpoint: TSmtpEndpoint, allowPrivate: boolean): SMTPPool.Options {
  return { ...POOL, getSocket: socketOpener(allowPrivate), ...connectionOptions(endpoint) };
}

export function relayOptions(url: string): SMTPPool.Options {
  const parsed = new URL(url);
  return {
    ...POOL,
    getSocket: socketOpener(true),
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)),
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    ...TIMEOUTS,
  };
}

export function createPooledTransport(options: SMTPPool.Options): Transporter<SMTPPool.SentMessageInfo> {
  return nodemailer.createTransport(options);
}

// 'Test connection': connect, greet, upgrade and log in, then hang up. The server's own answer (an SMTP
// reply) is the message; a connection that cannot be made reads the same whatever the reason and takes the
// same time, so the button cannot be used to map which ports of a host are open.
export async function testSmtpEndpoint(
  endpoint: TSmtpEndpoint,
  allowPrivate: boolean,
): Promise<{ ok: boolean; message: string | null }> {
  const startedAt = Date.now();
  const transport = nodemailer.createTransport({
    ...connectionOptions(endpoint),
    getSocket: socketOpener(allowPrivate),
  });
  try {
    await transport.verify();
    return { ok: true, message: null };
  } catch (error) {
    const reply = smtpReplyText(error);
    if (reply === null) {
      await afterUniformDelay(startedAt, TIMEOUTS.connectionTimeout);
      return { ok: false, message: null };
    }
    // A server may echo what it got; never hand the password back.
    return { ok: false, message: endpoint.password ? reply.split(endpoint.password).join('***') : reply };
  } finally {
    transport.close();
  }
}

// The text of an SMTP reply the server sent (nodemailer sets `responseCode` for those), else null.
function smtpReplyText(error: unknown): string | null {
  const e = error as { responseCode?: number; response?: string } | null;
  if (!e || typeof e.responseCode !== 'number' || !e.response) return null;
  return e.response;
}
