import { Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { ZResetPasswordInput } from '@ulak/shared/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { anyBlank } from '../../../lib/forms/field-errors';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { FormAlert } from '../../common/components/form-alert';
import type { TAuthArea } from '../api';
import { useResetPassword } from '../hooks/use-auth-mutations';
import { passwordFieldProblems } from '../password-feedback';
import { PasswordStrengthMeter } from './password-strength-meter';

const EMPTY = { password: '', passwordConfirmation: '' };

export function ResetPasswordForm({
  area,
  successPath,
  loginPath,
}: {
  area: TAuthArea;
  successPath: string;
  loginPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword(area);
  const form = useSchemaForm({
    schema: ZResetPasswordInput,
    initialValues: EMPTY,
    toInput: (values) => ({ ...values, token }),
    rules: (values) => passwordFieldProblems(values.password, values.passwordConfirmation),
  });
  const [error, setError] = useState<string | null>(null);

  const submit = form.onSubmit(
    (input) =>
      reset.mutate(input, {
        onSuccess: () => void navigate(successPath),
        onError: (failure) => {
          if (!showServerErrors(form, failure)) setError(apiErrorText(failure, t));
        },
      }),
    // The token has no field: a malformed link is said above the form.
    (errors) => {
      if (errors.token) setError(t('auth.reset_token_missing'));
    },
  );

  // A missing link and blank fields are one message above the form; other problems sit on their field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const blank = anyBlank(form.getValues(), ['password', 'passwordConfirmation']);
    if (!token || blank) {
      form.clearErrors();
      return setError(t(token ? 'validation.fill_all_fields' : 'auth.reset_token_missing'));
    }
    submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="reset-password-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('auth.reset_title')}
        </Title>
        <FormAlert message={error} />
        <PasswordInput label={t('auth.new_password')} name="password" {...form.getInputProps('password')} />
        <PasswordStrengthMeter password={form.getValues().password} />
        <PasswordInput
          label={t('auth.password_confirmation')}
          name="passwordConfirmation"
          {...form.getInputProps('passwordConfirmation')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('auth.reset_button')}
        </Button>
        <Anchor component={Link} to={loginPath} size="sm" ta="center">
          {t('auth.back_to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
