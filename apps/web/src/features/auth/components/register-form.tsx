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
import { ZRegisterInput } from '@ulak/shared/auth';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorText } from '../../../lib/api/error-text';
import { anyBlank } from '../../../lib/forms/field-errors';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { FormAlert } from '../../common/components/form-alert';
import { useRegister } from '../hooks/use-auth-mutations';
import { EMPTY_REGISTER_DRAFT, REGISTER_REQUIRED, registerRules, type TRegisterDraft } from '../register-validation';
import { PasswordStrengthMeter } from './password-strength-meter';

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useSchemaForm({ schema: ZRegisterInput, initialValues: EMPTY_REGISTER_DRAFT, rules: registerRules });
  const [formError, setFormError] = useState<string | null>(null);
  const draft = form.getValues();

  const field = (key: keyof TRegisterDraft) => ({ name: key, ...form.getInputProps(key) });

  const submit = form.onSubmit((input) =>
    register.mutate(input, {
      onSuccess: () => void navigate(`/auth/register-success?email=${encodeURIComponent(input.email)}`),
      onError: (error) => {
        if (!showServerErrors(form, error)) setFormError(apiErrorText(error, t));
      },
    }),
  );

  // Blank fields are one message above the form; other problems sit on their field.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (anyBlank(draft, REGISTER_REQUIRED)) {
      form.clearErrors();
      return setFormError(t('validation.fill_all_fields'));
    }
    submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="register-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('auth.register_title')}
        </Title>
        <FormAlert message={formError} />
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
          {...form.getInputProps('kvkk', { type: 'checkbox' })}
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
