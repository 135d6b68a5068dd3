import { Badge, Button, Code, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { TWO_FACTOR_CODE_LENGTH } from '@ulak/shared/constants';
import type { TTwoFactorMethod } from '@ulak/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { showToast } from '../../../lib/toast/toast';
import { FormAlert } from '../../common/components/form-alert';
import type { TTotpSetup } from '@ulak/shared/accounts';
import type { TTwoFactorApi } from '../two-factor-api';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSetPrimaryTwoFactor,
  useSetupCode,
  useSetupTotp,
} from '../hooks/use-two-factor';

type TMode = 'idle' | 'enabling' | 'disabling';
const CODE_RE = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

export function TwoFactorMethodCard(props: {
  api: TTwoFactorApi;
  method: TTwoFactorMethod;
  enabled: boolean;
  primary: boolean;
}) {
  const { api, method, enabled, primary } = props;
  const { t } = useTranslation();
  const setupTotp = useSetupTotp(api);
  const setupCode = useSetupCode(api);
  const enable = useEnableTwoFactor(api);
  const disable = useDisableTwoFactor(api);
  const makePrimary = useSetPrimaryTwoFactor(api);
  const [mode, setMode] = useState<TMode>('idle');
  const [code, setCode] = useState('');
  const [totp, setTotp] = useState<TTotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = () => {
    if (method === 'totp') return;
    setupCode.mutate(method, { onSuccess: () => showToast(t('auth.code_sent'), 'info') });
  };

  const start = (next: TMode) => {
    setMode(next);
    setCode('');
    setError(null);
    if (next !== 'enabling') return;
    if (method === 'totp') setupTotp.mutate(undefined, { onSuccess: setTotp });
    else sendCode();
  };

  const submit = () => {
    if (!CODE_RE.test(code)) return setError(t('validation.code_six_digits'));
    const callbacks = {
      onSuccess: () => {
        setMode('idle');
        setTotp(null);
        showToast(t(mode === 'enabling' ? 'two_factor.enabled_toast' : 'two_factor.disabled_toast'), 'success');
      },
      onError: (failure: unknown) => setError(apiErrorText(failure, t)),
    };
    if (mode === 'enabling') enable.mutate({ method, code, setup: totp }, callbacks);
    else disable.mutate({ method, code }, callbacks);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={`two-factor-${method}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Stack gap={2}>
            <Text fw={600}>{t(`two_factor.method_${method}`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`two_factor.description_${method}`)}
            </Text>
          </Stack>
          <Group gap="xs">
            {primary ? <Badge color="indigo">{t('two_factor.primary')}</Badge> : null}
            <Badge color={enabled ? 'teal' : 'gray'}>{t(enabled ? 'two_factor.enabled' : 'two_factor.disabled')}</Badge>
          </Group>
        </Group>
        {mode === 'idle' ? (
          <Group gap="xs">
            {!enabled ? (
              <Button size="xs" onClick={() => start('enabling')}>
                {t('two_factor.set_up')}
              </Button>
            ) : null}
            {enabled && !primary ? (
              <Button
                size="xs"
                variant="light"
                loading={makePrimary.isPending}
                onClick={() => makePrimary.mutate(method)}
              >
                {t('two_factor.make_primary')}
              </Button>
            ) : null}
            {enabled ? (
              <Button size="xs" color="red" variant="light" onClick={() => start('disabling')}>
                {t('two_factor.disable')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Stack gap="xs">
            {mode === 'enabling' && method === 'totp' && totp ? (
              <Group align="flex-start">
                <Image src={totp.qrDataUrl} alt={t('two_factor.qr_alt')} w={160} h={160} data-testid="totp-qr" />
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text size="sm">{t('two_factor.scan_qr')}</Text>
                  <Code style={{ wordBreak: 'break-all' }}>{totp.secret}</Code>
                </Stack>
              </Group>
            ) : null}
            <FormAlert message={error} />
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('auth.code')}
                inputMode="numeric"
                maxLength={TWO_FACTOR_CODE_LENGTH}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
                data-testid={`two-factor-${method}-code`}
              />
              {method !== 'totp' ? (
                <Button variant="default" onClick={sendCode} loading={setupCode.isPending}>
                  {t('auth.send_code')}
                </Button>
              ) : null}
              <Button
                onClick={submit}
                loading={enable.isPending || disable.isPending}
                color={mode === 'disabling' ? 'red' : undefined}
              >
                {t(mode === 'enabling' ? 'two_factor.enable' : 'two_factor.disable')}
              </Button>
              <Button variant="subtle" onClick={() => setMode('idle')}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
