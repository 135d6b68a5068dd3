import { isApiError } from '../api/api-error';

// Form errors by field path ('email', 'products.0.rating'); values are i18n keys or server text, translated
// where they are shown.
export type TFieldErrors = Record<string, string>;

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

// The shared schemas' own messages are i18n keys ('validation.coupon_code'); a check without one (a number's
// bounds) carries zod's English sentence, shown as the generic 'check this field' instead, as the server does.
const MESSAGE_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

// The first zod issue message per field path and per each of its parents, so a list edited in one input
// ('domains') shows the error of its item ('domains.1'), and an item's own input shows it too.
export function fieldErrors(issues: readonly TIssue[]): TFieldErrors {
  const found: TFieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const message = MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalid';
    for (let length = path.length; length > 0; length -= 1) {
      const key = path.slice(0, length).join('.');
      if (!found[key]) found[key] = message;
    }
  }
  return found;
}

// The server's own field messages of a 422 answer (`error.fields`), the first per field.
export function serverFieldErrors(error: unknown): TFieldErrors {
  const fields = isApiError(error) ? error.body?.error?.fields : undefined;
  const found: TFieldErrors = {};
  for (const [key, messages] of Object.entries(fields ?? {})) if (messages[0]) found[key] = messages[0];
  return found;
}

// True when one of the keys holds only blanks: the auth forms then ask to fill every field, as one message.
export function anyBlank<TValues extends Record<string, unknown>>(values: TValues, keys: readonly (keyof TValues)[]) {
  return keys.some((key) => String(values[key] ?? '').trim() === '');
}

// The messages of problems no input on the screen shows (a wheel's sector sum, a wizard step's content): the
// deepest path of each problem (its parents repeat it, see fieldErrors), each message once.
export function messagesWithoutField(errors: Record<string, unknown>, shown: (path: string) => boolean): string[] {
  const paths = Object.keys(errors);
  const deepest = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
  const messages = deepest.filter((path) => !shown(path)).map((path) => String(errors[path]));
  return [...new Set(messages)];
}
