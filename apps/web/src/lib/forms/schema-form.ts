import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverFieldErrors, type TFieldErrors } from './field-errors';

// The part of a zod schema a form needs (the shared request schemas in packages/shared).
export type TSchema<TOutput> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: TOutput }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

// A @mantine/form validator from a request schema: the form's values, shaped as the request (toInput), must
// parse; otherwise every issue lands on its field path.
export function schemaValidator<TValues, TOutput>(schema: TSchema<TOutput>, toInput: (values: TValues) => unknown) {
  return (values: TValues): TFieldErrors => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? {} : fieldErrors(parsed.error.issues);
  };
}

export type TSchemaForm<TValues, TOutput> = UseFormReturnType<TValues, (values: TValues) => TOutput>;

type TSchemaFormInput<TValues, TOutput> = Omit<
  UseFormInput<TValues, (values: TValues) => TOutput>,
  'validate' | 'transformValues' | 'enhanceGetInputProps' | 'initialValues'
> & {
  schema: TSchema<TOutput>;
  initialValues: TValues;
  // The request built from the values, when the fields are not the request itself (text for numbers...).
  toInput?: (values: TValues) => unknown;
  // A feature whose locale holds the schema's keys under its own name ('support' reads support.validation.*).
  errorNamespace?: string;
  // Client rules the schema cannot state (the password strength estimate), checked with it; a rule's message
  // replaces the schema's on the same field.
  rules?: (values: TValues) => TFieldErrors;
};

// The one way a form is built: @mantine/form validated by the shared schema of its request. onSubmit hands
// over the parsed request; errors (schema i18n keys, server text) are translated on their inputs.
export function useSchemaForm<TValues extends Record<string, unknown>, TOutput>({
  schema,
  toInput = (values) => values,
  errorNamespace,
  rules,
  ...input
}: TSchemaFormInput<TValues, TOutput>): TSchemaForm<TValues, TOutput> {
  const { t } = useTranslation();
  const bySchema = schemaValidator(schema, toInput);
  const validate = rules ? (values: TValues) => ({ ...bySchema(values), ...rules(values) }) : bySchema;
  return useForm<TValues, (values: TValues) => TOutput>({
    ...input,
    validate,
    transformValues: (values) => {
      const parsed = schema.safeParse(toInput(values));
      // onSubmit transforms only values that passed validate
      if (!parsed.success) throw new Error('form values do not match their schema');
      return parsed.data;
    },
    enhanceGetInputProps: ({ inputProps: { error } }) => {
      if (typeof error !== 'string') return {};
      return { error: errorNamespace ? t([`${errorNamespace}.${error}`, error]) : t(error) };
    },
  });
}

// The schema of a form whose request the server alone checks, with the same shared schema: its 422 answer names
// the fields (showServerErrors places the messages), and the values go out as they are. For a form that must not
// load the validation library for one round-trip's worth of earlier feedback (login).
export function serverCheckedSchema<TOutput>(): TSchema<TOutput> {
  return { safeParse: (value) => ({ success: true, data: value as TOutput }) };
}

// Shows the server's 422 field messages on the form's fields; false when none belongs to a field (the caller
// then shows the failure as a whole).
export function showServerErrors<TValues extends Record<string, unknown>>(
  form: { getValues: () => TValues; setErrors: (errors: TFieldErrors) => void },
  error: unknown,
): boolean {
  const values = form.getValues();
  const mine = Object.entries(serverFieldErrors(error)).filter(([path]) => (path.split('.')[0] ?? '') in values);
  if (mine.length === 0) return false;
  form.setErrors(Object.fromEntries(mine));
  return true;
}
