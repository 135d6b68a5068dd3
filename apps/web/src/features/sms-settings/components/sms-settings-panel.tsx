import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  SMS_LANGUAGES,
  SMS_PROVIDERS,
  SMS_RECIPIENT_TYPES,
  ZSmsSettingsInput,
  type TSmsConnectionState,
  type TSmsLanguage,
  type TSmsProvider,
  type TSmsRecipientType,
  type TSmsSettings,
} from '@ulak/shared/sms/sms-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { LoadingScreen } from '../../common/components/loading-screen';
import { SmsCounter } from '../../templates/components/sms-counter';
import {
  useDeleteSmsSettings,
  useFetchOriginators,
  useSaveSmsSettings,
  useSmsSettings,
  useTestSmsConnection,
} from '../hooks/use-sms-settings';

type TDraft = {
  provider: TSmsProvider;
  username: string;
  password: string;
  originator: string;
  language: TSmsLanguage;
  recipientType: TSmsRecipientType;
  dealerCode: string;
  iysActive: boolean;
  ahsQueryActive: boolean;
};

const draftOf = (saved: TSmsSettings | null): TDraft => ({
  provider: saved?.provider ?? 'netgsm',
  username: saved?.username ?? '',
  // Write-only: the stored password never comes back; empty keeps it.
  password: '',
  originator: saved?.originator ?? '',
  language: saved?.language ?? 'tr',
  recipientType: saved?.recipientType ?? 'BIREYSEL',
  dealerCode: saved?.dealerCode ?? '',
  iysActive: saved?.iysActive ?? false,
  ahsQueryActive: saved?.ahsQueryActive ?? false,
});

const STATE_COLOR: Record<TSmsConnectionState, string> = { valid: 'teal', invalid: 'red', not_tested: 'gray' };

function SmsSettingsForm({ saved }: { saved: TSmsSettings | null }) {
  const { t } = useTranslation();
  const save = useSaveSmsSettings();
  const remove = useDeleteSmsSettings();
  const test = useTestSmsConnection();
  const fetchOriginators = useFetchOriginators();
  const form = useSchemaForm({ schema: ZSmsSettingsInput, initialValues: draftOf(saved) });
  const draft = form.getValues();
  const [sample, setSample] = useState('');
  const credentials = { provider: draft.provider, username: draft.username, password: draft.password };

  const onSave = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        form.setFieldValue('password', '');
        showToast(t('messages.settings_saved'), 'success');
      },
    }),
  );
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        form.setValues(draftOf(null));
        test.reset();
        fetchOriginators.reset();
        showToast(t('sms_settings.deleted'), 'success');
      },
    });
  };
  const onFetch = () =>
    fetchOriginators.mutate(credentials, {
      onSuccess: ({ originators }) => {
        if (!originators.includes(form.getValues().originator)) form.setFieldValue('originator', originators[0] ?? '');
      },
    });

  const state = saved?.connectionState ?? 'not_tested';
  const originators = fetchOriginators.data?.originators ?? [];

  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSave} noValidate data-testid="sms-settings-form">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="h4">
                {t('sms_settings.title')}
              </Title>
              <Badge color={STATE_COLOR[state]} variant="light" data-testid="sms-connection-state">
                {t(`sms_settings.state.${state}`)}
              </Badge>
            </Group>
            <Select
              label={t('sms_settings.provider')}
              data={SMS_PROVIDERS.map((value) => ({ value, label: t(`sms_settings.providers.${value}`) }))}
              {...form.getInputProps('provider')}
              allowDeselect={false}
              data-testid="sms-provider"
            />
            <Group grow align="flex-start">
              <TextInput
                label={t(`sms_settings.username_${draft.provider}`)}
                name="username"
                autoComplete="off"
                {...form.getInputProps('username')}
                data-testid="sms-username"
              />
              <PasswordInput
                label={t(`sms_settings.password_${draft.provider}`)}
                name="password"
                autoComplete="new-password"
                placeholder={saved?.hasPassword ? t('sms_settings.password_kept') : undefined}
                {...form.getInputProps('password')}
                data-testid="sms-password"
              />
            </Group>
            <Group align="flex-end" wrap="nowrap">
              <Autocomplete
                flex={1}
                label={t('sms_settings.originator')}
                description={t('sms_settings.originator_hint')}
                data={originators}
                {...form.getInputProps('originator')}
                data-testid="sms-originator"
              />
              <Button
                variant="default"
                onClick={onFetch}
                loading={fetchOriginators.isPending}
                data-testid="sms-fetch-originators"
              >
                {t('sms_settings.fetch_originators')}
              </Button>
            </Group>
            {fetchOriginators.isError ? (
              <Alert color="orange" data-testid="sms-originators-error">
                {apiErrorText(fetchOriginators.error, t)} {t('sms_settings.originator_manual')}
              </Alert>
            ) : null}
            {fetchOriginators.data ? (
              <Text size="xs" c="dimmed" data-testid="sms-originators-found">
                {t('sms_settings.originators_found', { count: originators.length })}
              </Text>
            ) : null}
            <Group grow align="flex-start">
              <Select
                label={t('sms_settings.language')}
                description={t('sms_settings.language_hint')}
                data={SMS_LANGUAGES.map((value) => ({ value, label: t(`sms_settings.languages.${value}`) }))}
                {...form.getInputProps('language')}
                allowDeselect={false}
                data-testid="sms-language"
              />
              <Select
                label={t('sms_settings.recipient_type')}
                data={SMS_RECIPIENT_TYPES.map((value) => ({
                  value,
                  label: t(`sms_settings.recipient_types.${value}`),
                }))}
                {...form.getInputProps('recipientType')}
                allowDeselect={false}
                data-testid="sms-recipient-type"
              />
            </Group>
            <TextInput
              label={t('sms_settings.dealer_code')}
              description={t('sms_settings.dealer_code_hint')}
              {...form.getInputProps('dealerCode')}
              maw={320}
              data-testid="sms-dealer-code"
            />
            <Switch
              label={t('sms_settings.iys_active')}
              description={t('sms_settings.iys_active_hint')}
              {...form.getInputProps('iysActive', { type: 'checkbox' })}
              data-testid="sms-iys-active"
            />
            <Switch
              label={t('sms_settings.ahs_query_active')}
              {...form.getInputProps('ahsQueryActive', { type: 'checkbox' })}
              data-testid="sms-ahs-active"
            />
            {test.data ? (
              <Alert color={test.data.state === 'valid' ? 'teal' : 'red'} data-testid="sms-test-result">
                {test.data.state === 'valid' ? t('sms_settings.test_ok') : t('sms_settings.test_failed')}
              </Alert>
            ) : null}
            {test.isError ? (
              <Alert color="red" data-testid="sms-test-result">
                {apiErrorText(test.error, t)}
              </Alert>
            ) : null}
            <Group justify="space-between">
              {saved ? (
                <Button variant="subtle" color="red" onClick={() => void onDelete()} loading={remove.isPending}>
                  {t('common.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button
                  variant="default"
                  onClick={() => test.mutate(credentials)}
                  loading={test.isPending}
                  data-testid="sms-test"
                >
                  {t('sms_settings.test')}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="sms-save">
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('sms_settings.sample_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sms_settings.advice')}
          </Text>
          <Textarea
            autosize
            minRows={3}
            value={sample}
            placeholder={t('sms_settings.sample_placeholder')}
            onChange={(e) => setSample(e.currentTarget.value)}
            data-testid="sms-sample"
          />
          <SmsCounter text={sample} />
        </Stack>
      </Paper>
    </Stack>
  );
}

// The SMS tab of /user/settings/sending (SPEC §3 SMS settings, §5 test connection and originators).
export function SmsSettingsPanel() {
  const settings = useSmsSettings();
  if (settings.isPending) return <LoadingScreen />;
  return <SmsSettingsForm key={settings.data?.updatedAt ?? 'new'} saved={settings.data ?? null} />;
}
