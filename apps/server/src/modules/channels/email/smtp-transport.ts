import { lookup } from 'node:dns/promises';
import net, { BlockList, isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { TSmtpEncryption } from '@ulak/shared/email/email-settings';

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
// ACK (~40 ms), which held a pooled connection to ~20 messages/s. The pool's sockets are opened here with
// TCP_NODELAY and handed to nodemailer, which upgrades them to TLS itself where the endpoint asks for it.
type TSocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket }) => void;
function openNoDelaySocket(options: SMTPPool.Options, callback: TSocketCallback): void {
  let settled = false;
  const socket = net.connect({ host: options.host ?? 'localhost', port: options.port ?? 587, noDelay: true });
  const settle = (error: Error | null) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    socket.off('error', settle);
    if (error) {
      socket.destroy();
      callback(error);
    } else callback(null, { connection: socket });
  };
  const timer = setTimeout(() => settle(new Error('Connection timeout')), TIMEOUTS.connectionTimeout);
  socket.once('connect', () => settle(null));
  socket.once('error', settle);
}

const POOL = { pool: true, maxConnections: 5, maxMessages: 1000, getSocket: openNoDelaySocket } as const;

export function endpointOptions(endpoint: TSmtpEndpoint): SMTPPool.Options {
  return { ...POOL, ...connectionOptions(endpoint) };
}

export function relayOptions(url: string): SMTPPool.Options {
  const parsed = new URL(url);
  return {
    ...POOL,
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

// Merchants name the host: in production it must not reach our own network (SSRF).
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export async function isPrivateHost(host: string): Promise<boolean> {
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => []);
  return addresses.some((a) => PRIVATE.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'));
}

// 'Test connection': connect, greet, upgrade and log in, then hang up. The server's answer is the message.
export async function testSmtpEndpoint(endpoint: TSmtpEndpoint): Promise<{ ok: boolean; message: string | null }> {
  const transport = nodemailer.createTransport(connectionOptions(endpoint));
  try {
    await transport.verify();
    return { ok: true, message: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A server may echo what it got; never hand the password back.
    return { ok: false, message: endpoint.password ? message.split(endpoint.password).join('***') : message };
  } finally {
    transport.close();
  }
}
