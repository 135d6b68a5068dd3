import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { showToast } from '../../../lib/toast/toast';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter';
import { passwordProblem } from '../../auth/password-feedback';
import { FormAlert } from '../../common/components/form-alert';
import { useChangePassword } from '../hooks/use-change-password';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!draft.currentPassword || !draft.password || !draft.passwordConfirmation)
      return setError(t('validation.fill_all_fields'));
    const problem = passwordProblem(draft.password, draft.passwordConfirmation);
    if (problem) return setError(t(problem));
    change.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY);
        showToast(t('profile.password_changed'), 'success');
      },
      onError: (failure) => setError(apiErrorText(failure, t)),
    });
  };

  const bind = (key: keyof typeof EMPTY) => ({
    name: key,
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: event.currentTarget.value }),
  });

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
        <PasswordStrengthMeter password={draft.password} />
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
