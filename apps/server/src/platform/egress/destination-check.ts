import { validationError } from '../http/app-error';
import { resolveAllowed } from './guarded-lookup';

const BLOCKED_KEY = 'validation.destination_not_allowed';
const SCHEME_KEY = 'validation.url_scheme';

function hostOf(target: string, kind: 'url' | 'host', allowPlainHttp: boolean, field: string): string {
  if (kind === 'host') return target.trim();
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw validationError(`${SCHEME_KEY}|${field}`, field);
  }
  const schemes = allowPlainHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw validationError(`${SCHEME_KEY}|${field}`, field);
  return url.hostname;
}

// Checks a merchant-supplied URL (http/https only; https only unless private hosts are allowed, which is
// how local fakes are reached in tests) or host before it is stored or tried: a name that resolves to a
// blocked address answers 422 naming `field`. A name that does not resolve (yet) passes: the connection
// is checked again when it is opened.
export async function assertPublicDestination(
  target: string,
  options: { field: string; kind: 'url' | 'host'; allowPrivate: boolean; httpsOnly?: boolean },
): Promise<void> {
  const allowPlainHttp = options.allowPrivate || options.httpsOnly !== true;
  const host = hostOf(target, options.kind, allowPlainHttp, options.field);
  if (host === '') throw validationError(`${BLOCKED_KEY}|${options.field}`, options.field);
  try {
    await resolveAllowed(host, options.allowPrivate);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EGRESS_BLOCKED')
      throw validationError(`${BLOCKED_KEY}|${options.field}`, options.field);
  }
}

// Failures answered to a person (a "test connection" button) all take the same time, so the delay does not
// tell a closed port (refused at once) from an open one that never answers (timed out).
export async function afterUniformDelay(startedAt: number, totalMs: number): Promise<void> {
  const rest = startedAt + totalMs - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}
