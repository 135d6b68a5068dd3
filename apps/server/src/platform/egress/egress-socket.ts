import net from 'node:net';
import { EgressError, guardedLookup, resolveAllowed, toEgressError } from './guarded-lookup';

export type TEgressSocketOptions = {
  host: string;
  port: number;
  allowPrivate: boolean;
  timeoutMs: number;
  noDelay?: boolean;
};

// A TCP connection (SMTP and other line protocols) through the guard: resolved and checked at connect
// time. Rejects with an EgressError only.
export async function openEgressSocket(options: TEgressSocketOptions): Promise<net.Socket> {
  // IP literals never reach `lookup`, so they are checked here first.
  if (net.isIP(options.host.replace(/^\[|\]$/g, '')))
    await resolveAllowed(options.host, options.allowPrivate).catch((error: unknown) => {
      throw toEgressError(error);
    });
  return new Promise((resolve, reject) => {
    let settled = false;
    const socket = net.connect({
      host: options.host.replace(/^\[|\]$/g, ''),
      port: options.port,
      noDelay: options.noDelay ?? true,
      lookup: guardedLookup(options.allowPrivate),
    });
    const settle = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off('error', settle);
      if (error === null) return resolve(socket);
      socket.destroy();
      reject(toEgressError(error));
    };
    const timer = setTimeout(() => settle(new EgressError('unreachable')), options.timeoutMs);
    socket.once('connect', () => settle(null));
    socket.once('error', settle);
  });
}
