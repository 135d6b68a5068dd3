import { HTTP_STATUS } from '@ulak/shared';
import { AppError } from './app-error';

const NUL = '\u0000';

// The path of the first string (key or value) holding a NUL character, or null. PostgreSQL text
// and jsonb cannot hold NUL, so such input can never be stored or matched: it is refused up front
// (422 naming the field) instead of failing inside a query.
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  // Only parsed JSON and query objects: an upload's Buffer or stream is the import's own business.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return childPath;
    const hit = findNul(child, childPath, depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

// Runs before schema validation on every route: params, query and parsed JSON bodies.
export function rejectNulInput(request: { params: unknown; query: unknown; body: unknown }): void {
  for (const [kind, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const field = findNul(value);
    if (field !== null) {
      const name = field || kind;
      throw new AppError(
        'validation',
        HTTP_STATUS.validation,
        `validation.invalid_field|${name}`,
        {},
        [`validation.invalid_field|${name}`],
        { [name]: [`validation.invalid_field|${name}`] },
      );
    }
  }
}

// PostgreSQL's "this value cannot be stored" errors (NUL byte, untranslatable character, a date
// out of its range or format): bad input that slipped past validation is the sender's fault.
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05', '22007', '22008']);
export function isBadTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_TEXT_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
