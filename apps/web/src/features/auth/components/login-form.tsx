import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TLoginInput, TLoginResult } from '@ulak/shared/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { anyBlank } from '../../../lib/forms/field-errors';
import { serverCheckedSchema, showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { FormAlert } from '../../common/components/form-alert';
import type { TAuthArea } from '../api';
import { completeLogin } from '../complete-login';
import { useLogin } from '../hooks/use-auth-mutations';
import { TwoFactorStep, type TTwoFactorChallenge } from './two-factor-step';

export type TLoginFormProps = {
  area: TAuthArea;
  homePath: string;
  titleKey: string;
  forgotPath: string;
  registerPath?: string;
};

// The server checks the request with the shared ZLoginInput and names a bad address on its field; the browser only
// asks for blank fields. The validation library thus loads neither with the login page (the first page a visitor
// loads) nor on the way to the dashboard.
const LOGIN_SCHEMA = serverCheckedSchema<TLoginInput>();
const EMPTY = { email: '', password: '' };

export function LoginForm({ area, homePath, titleKey, forgotPath, registerPath }: TLoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(area);
  const form = useSchemaForm({ schema: LOGIN_SCHEMA, initialValues: EMPTY });
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TTwoFactorChallenge | null>(null);

  const finish = (result: TLoginResult) => {
    if (result.mfaRequired) {
      setChallenge({ mfaToken: result.mfaToken, methods: result.methods, primary: result.primary });
      return;
    }
    void navigate(completeLogin(area, result, homePath), { replace: true });
  };

  const submit = form.onSubmit((input) =>
    login.mutate(input, {
      onSuccess: finish,
      onError: (error) => {
        if (!showServerErrors(form, error)) setFormError(apiErrorText(error, t));
      },
    }),
  );

  // Blank fields are one message above the form; other problems sit on their field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (anyBlank(form.getValues(), ['email', 'password'])) {
      form.clearErrors();
      return setFormError(t('validation.fill_all_fields'));
    }
    submit();
  };

  if (challenge) {
    return <TwoFactorStep area={area} challenge={challenge} onSuccess={finish} onBack={() => setChallenge(null)} />;
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t(titleKey)}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.login_subtitle')}
        </Text>
        <FormAlert message={formError} />
        <TextInput
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={forgotPath} size="sm" data-testid="forgot-link">
            {t('auth.forgot_password_link')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth data-testid="login-submit">
          {t('auth.login_button')}
        </Button>
        {registerPath ? (
          <Text size="sm" ta="center">
            {t('auth.no_account')}{' '}
            {/* A link inside a sentence is underlined: its colour alone does not set it apart in the dark scheme. */}
            <Anchor component={Link} to={registerPath} underline="always" data-testid="register-link">
              {t('auth.register_link')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
