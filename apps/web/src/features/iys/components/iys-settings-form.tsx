import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IYS_CHANNELS,
  IYS_RECIPIENT_TYPES,
  ZIysSettingsInput,
  type TIysChannel,
  type TIysConnectionState,
  type TIysRecipientType,
  type TIysSettings,
} from '@ulak/shared/iys';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useIysSettings, useSaveIysSettings, useTestIysConnection } from '../hooks/use-iys';
import { IysBadge, type TTone } from './iys-badge';

type TDraft = {
  iysCode: string;
  brandCode: string;
  username: string;
  password: string;
  addressType: TIysRecipientType;
  channels: TIysChannel[];
  active: boolean;
};

const draftOf = (saved: TIysSettings | null): TDraft => ({
  iysCode: saved?.iysCode ?? '',
  brandCode: saved?.brandCode ?? '',
  username: saved?.username ?? '',
  // Write-only: the stored password never comes back; empty keeps it.
  password: '',
  addressType: saved?.addressType ?? 'BIREYSEL',
  channels: saved?.channels ?? ['sms', 'email'],
  active: saved?.active ?? true,
});

const STATE_TONE: Record<TIysConnectionState, TTone> = { valid: 'ok', invalid: 'bad', not_tested: 'neutral' };

function IysSettingsFields({ saved }: { saved: TIysSettings | null }) {
  const { t } = useTranslation();
  const save = useSaveIysSettings();
  const test = useTestIysConnection();
  // The shared schema checks the form before the server does (codes cannot be empty).
  const form = useSchemaForm({ schema: ZIysSettingsInput, initialValues: draftOf(saved) });
  const onSave = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        form.setFieldValue('password', '');
        showToast(t('messages.settings_saved'), 'success');
      },
    }),
  );
  const onTest = form.onSubmit((input) => test.mutate(input));
  const state = saved?.connectionState ?? 'not_tested';

  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <form onSubmit={onSave} noValidate data-testid="iys-settings-form">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('iys.settings_title')}
            </Title>
            <IysBadge tone={STATE_TONE[state]} testId="iys-connection-state">
              {t(`iys.state.${state}`)}
            </IysBadge>
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('iys.iys_code')}
              inputMode="numeric"
              {...form.getInputProps('iysCode')}
              data-testid="iys-code"
            />
            <TextInput
              label={t('iys.brand_code')}
              inputMode="numeric"
              {...form.getInputProps('brandCode')}
              data-testid="iys-brand-code"
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('iys.username')}
              autoComplete="off"
              {...form.getInputProps('username')}
              data-testid="iys-username"
            />
            <PasswordInput
              label={t('iys.password')}
              autoComplete="new-password"
              placeholder={saved?.hasPassword ? t('iys.password_kept') : undefined}
              {...form.getInputProps('password')}
              data-testid="iys-password"
            />
          </Group>
          <Radio.Group label={t('iys.address_type')} {...form.getInputProps('addressType')}>
            <Group mt={4}>
              {IYS_RECIPIENT_TYPES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`iys.address_types.${value}`)}
                  data-testid={`iys-address-type-${value}`}
                />
              ))}
            </Group>
          </Radio.Group>
          <Checkbox.Group label={t('iys.channel_types')} {...form.getInputProps('channels')}>
            <Group mt={4}>
              {IYS_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  value={channel}
                  label={t(`iys.channels.${channel}`)}
                  data-testid={`iys-channel-${channel}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t('iys.active')}
            description={t('iys.active_hint')}
            {...form.getInputProps('active', { type: 'checkbox' })}
            data-testid="iys-active"
          />
          {test.isError ? (
            <Alert color="red" data-testid="iys-test-error">
              {apiErrorText(test.error, t)}
            </Alert>
          ) : null}
          {test.data?.state === 'valid' ? (
            <Alert color="teal" data-testid="iys-test-ok">
              {t('iys.test_ok')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onTest()} loading={test.isPending} data-testid="iys-test">
              {t('iys.test')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="iys-save">
              {t('iys.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

// The settings form with its loading state; the form starts from the saved settings.
export function IysSettingsForm() {
  const settings = useIysSettings();
  if (settings.isPending) return <LoadingScreen />;
  return <IysSettingsFields saved={settings.data ?? null} />;
}
