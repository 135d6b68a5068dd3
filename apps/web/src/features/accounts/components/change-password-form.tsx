import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { ZChangePasswordInput } from '@ulak/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter';
import { passwordProblem } from '../../auth/password-feedback';
import { FormAlert } from '../../common/components/form-alert';
import { useChangePassword } from '../hooks/use-change-password';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm({ schema: ZChangePasswordInput, initialValues: EMPTY });
  const [error, setError] = useState<string | null>(null);
  const { password } = form.getValues();

  // The shared schema's checks first (each on its field), then the strength and the repeat (SPEC §5).
  const onSubmit = form.onSubmit((input) => {
    setError(null);
    const problem = passwordProblem(input.password, input.passwordConfirmation);
    if (problem) return setError(t(problem));
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        showToast(t('profile.password_changed'), 'success');
      },
      onError: (failure) => setError(apiErrorText(failure, t)),
    });
  });
  const bind = (key: keyof typeof EMPTY) => ({ name: key, ...form.getInputProps(key) });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <Stack gap="md" maw={480}>
        <FormAlert message={error} />
        <PasswordInput
          label={t('profile.current_password')}
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <PasswordInput label={t('auth.new_password')} autoComplete="new-password" {...bind('password')} />
        <PasswordStrengthMeter password={password} />
        <PasswordInput
          label={t('auth.password_confirmation')}
          autoComplete="new-password"
          {...bind('passwordConfirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="change-password-submit">
            {t('profile.change_password_button')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
