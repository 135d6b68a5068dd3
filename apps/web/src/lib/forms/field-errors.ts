// The first zod issue message per top-level field (messages are i18n keys in the shared schemas).
export type TFieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TFieldErrors {
  const found: TFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !found[key]) found[key] = issue.message;
  }
  return found;
}
