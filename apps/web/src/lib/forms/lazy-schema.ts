import type { TSchema } from './schema-form';

export type TLazySchema<TOutput> = TSchema<TOutput> & {
  // Fetches the schema once; a failed fetch is tried again on the next call.
  load: () => Promise<void>;
};

// A request schema fetched on first use, for a page that must not carry the validation library with it (the
// login page is the first a visitor loads). The form calls load() before it validates: on focus, and on submit.
export function lazySchema<TOutput>(fetch: () => Promise<TSchema<TOutput>>): TLazySchema<TOutput> {
  let schema: TSchema<TOutput> | undefined;
  let loading: Promise<void> | undefined;
  return {
    load: () =>
      (loading ??= fetch().then(
        (loaded) => {
          schema = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    safeParse: (value) => {
      if (!schema) throw new Error('the form validated before its schema was loaded');
      return schema.safeParse(value);
    },
  };
}
