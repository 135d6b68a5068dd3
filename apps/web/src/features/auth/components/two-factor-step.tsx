import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { TWO_FACTOR_CODE_LENGTH } from '@ulak/shared/constants';
import type { TLoginResult, TTwoFactorLoginInput, TTwoFactorMethod } from '@ulak/shared/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { lazySchema } from '../../../lib/forms/lazy-schema';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { FormAlert } from '../../common/components/form-alert';
import type { TAuthArea } from '../api';
import { useSendTwoFactorCode, useTwoFactorLogin } from '../hooks/use-auth-mutations';

export type TTwoFactorChallenge = { mfaToken: string; methods: TTwoFactorMethod[]; primary: TTwoFactorMethod };

type TProps = {
  area: TAuthArea;
  challenge: TTwoFactorChallenge;
  onSuccess: (result: TLoginResult) => void;
  onBack: () => void;
};

// Part of the login page, so its schema is fetched as the login form's is (by then it is usually loaded).
const TWO_FACTOR_SCHEMA = lazySchema<TTwoFactorLoginInput>(() =>
  import('@ulak/shared/auth').then((m) => m.ZTwoFactorLoginInput),
);

export function TwoFactorStep({ area, challenge, onSuccess, onBack }: TProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorLogin(area);
  const send = useSendTwoFactorCode(area);
  const form = useSchemaForm({
    schema: TWO_FACTOR_SCHEMA,
    initialValues: { method: challenge.primary, code: '' },
    toInput: (values) => ({ ...values, mfaToken: challenge.mfaToken }),
  });
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const { method } = form.getValues();

  const submit = form.onSubmit((input) =>
    verify.mutate(input, {
      onSuccess,
      onError: (failure) => {
        if (!showServerErrors(form, failure)) setError(apiErrorText(failure, t));
      },
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    TWO_FACTOR_SCHEMA.load().then(
      () => submit(),
      (failure: unknown) => setError(apiErrorText(failure, t)),
    );
  };

  const sendCode = () => {
    if (method === 'totp') return;
    setError(null);
    send.mutate(
      { mfaToken: challenge.mfaToken, method },
      { onSuccess: () => setInfo(t('auth.code_sent')), onError: (failure) => setError(apiErrorText(failure, t)) },
    );
  };

  const code = form.getInputProps('code');
  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-form">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('auth.two_factor_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`auth.two_factor_hint_${method}`)}
        </Text>
        {challenge.methods.length > 1 ? (
          <SegmentedChoice
            data-testid="two-factor-method"
            value={method}
            onChange={(value) => {
              form.setFieldValue('method', value as TTwoFactorMethod);
              setInfo(null);
              setError(null);
            }}
            data={challenge.methods.map((item) => ({ value: item, label: t(`two_factor.method_${item}`) }))}
          />
        ) : null}
        <FormAlert message={error} />
        <FormAlert message={info} color="teal" />
        <TextInput
          label={t('auth.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          {...code}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, ''))}
          styles={{ input: { letterSpacing: '0.4em', fontSize: 20, textAlign: 'center' } }}
          data-testid="two-factor-code"
        />
        {method !== 'totp' ? (
          <Button variant="light" onClick={sendCode} loading={send.isPending} data-testid="send-code">
            {t('auth.send_code')}
          </Button>
        ) : null}
        <Button type="submit" loading={verify.isPending} fullWidth data-testid="two-factor-submit">
          {t('auth.verify_button')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('auth.back_to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
