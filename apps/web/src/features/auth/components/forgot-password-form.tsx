import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZForgotPasswordInput } from '@ulak/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { FormAlert } from '../../common/components/form-alert';
import type { TAuthArea } from '../api';
import { useForgotPassword } from '../hooks/use-auth-mutations';

export function ForgotPasswordForm({
  area,
  onSent,
  loginPath,
}: {
  area: TAuthArea;
  onSent: () => void;
  loginPath: string;
}) {
  const { t } = useTranslation();
  const forgot = useForgotPassword(area);
  const form = useSchemaForm({ schema: ZForgotPasswordInput, initialValues: { email: '' } });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.onSubmit(({ email }) => {
    setError(null);
    forgot.mutate(email, {
      onSuccess: onSent,
      onError: (failure) => setError(apiErrorText(failure, t)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="forgot-password-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('auth.forgot_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.forgot_subtitle')}
        </Text>
        <FormAlert message={error} />
        <TextInput label={t('auth.email')} name="email" type="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('auth.forgot_button')}
        </Button>
        <Anchor component={Link} to={loginPath} size="sm" ta="center">
          {t('auth.back_to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
