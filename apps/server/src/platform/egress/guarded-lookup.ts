import dns, { type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isBlockedAddress } from './blocked-addresses';

export type TEgressFailure = 'blocked' | 'unreachable';

// The only error the egress client throws. `reason` is all a caller learns: a refused connection, a
// reset, a TLS failure and a time-out are all `unreachable`, so answers never tell open ports from closed.
export class EgressError extends Error {
  constructor(readonly reason: TEgressFailure) {
    super(reason === 'blocked' ? 'destination not allowed' : 'destination unreachable');
    this.name = 'EgressError';
  }
}

const BLOCKED_CODE = 'EGRESS_BLOCKED';

function blockedError(): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error('destination not allowed');
  error.code = BLOCKED_CODE;
  return error;
}

export function toEgressError(error: unknown): EgressError {
  if (error instanceof EgressError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return new EgressError(code === BLOCKED_CODE ? 'blocked' : 'unreachable');
}

// Resolves every address of a name; the name is refused when any of them is blocked, so a resolver that
// mixes one public and one private answer cannot slip the private one through.
export function resolveAllowed(hostname: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const plain = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(plain);
  if (family !== 0) {
    if (!allowPrivate && isBlockedAddress(plain)) return Promise.reject(blockedError());
    return Promise.resolve([{ address: plain, family }]);
  }
  return new Promise((resolve, reject) => {
    dns.lookup(plain, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return reject(error);
      if (addresses.length === 0) return reject(new Error('no address'));
      if (!allowPrivate && addresses.some((a) => isBlockedAddress(a.address))) return reject(blockedError());
      resolve(addresses);
    });
  });
}

// A `lookup` for net/http/tls that checks the answer when the connection is opened: a name whose answer
// changes between a form's validation and the connection (DNS rebinding) is still refused.
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, allowPrivate).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (options.all) return callback(null, usable);
        const first = usable[0];
        if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
