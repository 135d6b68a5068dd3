import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { FormAlert } from '../../common/components/form-alert';
import { useRegister } from '../hooks/use-auth-mutations';
import { validateRegister, type TRegisterDraft, type TRegisterErrors } from '../register-validation';
import { PasswordStrengthMeter } from './password-strength-meter';

const EMPTY: TRegisterDraft = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  kvkk: false,
};

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [draft, setDraft] = useState<TRegisterDraft>(EMPTY);
  const [errors, setErrors] = useState<TRegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const field = (key: keyof TRegisterDraft) => ({
    value: String(draft[key]),
    name: key,
    error: errors[key] ? t(errors[key]) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: event.currentTarget.value }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateRegister(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      { ...draft, kvkk: true },
      {
        onSuccess: () => void navigate(`/auth/register-success?email=${encodeURIComponent(draft.email.trim())}`),
        onError: (error) => setServerError(apiErrorText(error, t)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="register-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('auth.register_title')}
        </Title>
        <FormAlert message={errors.form ? t(errors.form) : serverError} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('auth.name')} autoComplete="given-name" {...field('name')} />
          <TextInput label={t('auth.surname')} autoComplete="family-name" {...field('surname')} />
        </SimpleGrid>
        <TextInput
          label={t('auth.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+90 5xx xxx xx xx"
          {...field('phone')}
        />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordInput label={t('auth.password')} autoComplete="new-password" {...field('password')} />
        <PasswordStrengthMeter password={draft.password} userInputs={[draft.name, draft.surname, draft.email]} />
        <PasswordInput
          label={t('auth.password_confirmation')}
          autoComplete="new-password"
          {...field('passwordConfirmation')}
        />
        <Checkbox
          name="kvkk"
          data-testid="kvkk-checkbox"
          checked={draft.kvkk}
          error={errors.kvkk ? t(errors.kvkk) : undefined}
          onChange={(event) => setDraft({ ...draft, kvkk: event.currentTarget.checked })}
          label={
            <Trans
              i18nKey="auth.kvkk_label"
              // Not <link>: a void HTML element, whose text the parser would put beside an empty anchor.
              components={{ kvkk: <Anchor component={Link} to="/kvkk" target="_blank" data-testid="kvkk-link" /> }}
            />
          }
        />
        <Button type="submit" loading={register.isPending} fullWidth data-testid="register-submit">
          {t('auth.register_button')}
        </Button>
        <Group justify="center" gap={4}>
          <Text size="sm">{t('auth.have_account')}</Text>
          <Anchor component={Link} to="/auth/login" size="sm">
            {t('auth.login_link')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
