import { Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { FormAlert } from '../../common/components/form-alert';
import type { TAuthArea } from '../api';
import { useResetPassword } from '../hooks/use-auth-mutations';
import { passwordProblem } from '../password-feedback';
import { PasswordStrengthMeter } from './password-strength-meter';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!token) return setError(t('auth.reset_token_missing'));
    if (!password || !confirmation) return setError(t('validation.fill_all_fields'));
    const problem = passwordProblem(password, confirmation);
    if (problem) return setError(t(problem));
    reset.mutate(
      { token, password, passwordConfirmation: confirmation },
      { onSuccess: () => void navigate(successPath), onError: (failure) => setError(apiErrorText(failure, t)) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="reset-password-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('auth.reset_title')}
        </Title>
        <FormAlert message={error} />
        <PasswordInput
          label={t('auth.new_password')}
          name="password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordInput
          label={t('auth.password_confirmation')}
          name="passwordConfirmation"
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
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
