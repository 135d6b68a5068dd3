import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import {
  WHATSAPP_PROVIDERS,
  ZWhatsappSettingsInput,
  type TWhatsappProvider,
  type TWhatsappSettings,
  type TWhatsappTemplate,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/error-text';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { CopyField } from '../../common/components/copy-field';
import { FormAlert } from '../../common/components/form-alert';
import { LoadingScreen } from '../../common/components/loading-screen';
import {
  useDeleteWhatsappSettings,
  useSaveWhatsappSettings,
  useTestWhatsappConnection,
  useWhatsappSettings,
} from '../hooks/use-whatsapp-settings';
import { WhatsappBulkReports } from './whatsapp-bulk-reports';
import { WhatsappTemplatesEditor } from './whatsapp-templates-editor';

type TDraft = {
  provider: TWhatsappProvider;
  phoneNumberId: string;
  channelId: string;
  accessToken: string;
  appSecret: string;
  templates: TWhatsappTemplate[];
};

const draftOf = (saved: TWhatsappSettings | null): TDraft => ({
  provider: saved?.provider ?? 'cloud_api',
  phoneNumberId: saved?.phoneNumberId ?? '',
  channelId: saved?.channelId ?? '',
  // Write-only secrets: empty keeps the stored ones.
  accessToken: '',
  appSecret: '',
  templates: saved?.templates ?? [],
});

function WhatsappSettingsForm({ saved }: { saved: TWhatsappSettings | null }) {
  const { t } = useTranslation();
  const save = useSaveWhatsappSettings();
  const remove = useDeleteWhatsappSettings();
  const test = useTestWhatsappConnection();
  const form = useSchemaForm({ schema: ZWhatsappSettingsInput, initialValues: draftOf(saved) });
  const draft = form.getValues();
  // The templates editor has no field of its own for a message: they are listed under it.
  const templateProblems = [
    ...new Set(
      Object.entries(form.errors)
        .filter(([path]) => path.startsWith('templates'))
        .map(([, message]) => t(String(message))),
    ),
  ];
  const helorobo = draft.provider === 'helorobo';
  // The stored token belongs to the stored provider; another provider needs its own.
  const tokenKept = Boolean(saved?.hasAccessToken && saved.provider === draft.provider);

  const onSave = form.onSubmit((input) =>
    save.mutate(input, { onSuccess: () => showToast(t('messages.settings_saved'), 'success') }),
  );
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(undefined, { onSuccess: () => showToast(t('whatsapp_settings.deleted'), 'success') });
  };

  return (
    <Stack gap="md" maw={820}>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSave} noValidate data-testid="whatsapp-settings-form">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('whatsapp_settings.title')}
            </Title>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="whatsapp-provider-label">
                {t('whatsapp_provider.label')}
              </Text>
              <SegmentedChoice
                aria-labelledby="whatsapp-provider-label"
                data={WHATSAPP_PROVIDERS.map((p) => ({ value: p, label: t(`whatsapp_provider.${p}`) }))}
                {...form.getInputProps('provider')}
                data-testid="whatsapp-provider"
              />
            </Stack>
            <Text size="sm" c="dimmed">
              {helorobo ? t('whatsapp_provider.helorobo_intro') : t('whatsapp_settings.intro')}
            </Text>
            {helorobo ? (
              <Group grow align="flex-start">
                <TextInput
                  label={t('whatsapp_provider.channel_id')}
                  {...form.getInputProps('channelId')}
                  data-testid="whatsapp-channel-id"
                />
                <PasswordInput
                  label={t('whatsapp_provider.api_token')}
                  autoComplete="new-password"
                  placeholder={tokenKept ? t('whatsapp_settings.secret_kept') : undefined}
                  {...form.getInputProps('accessToken')}
                  data-testid="whatsapp-access-token"
                />
              </Group>
            ) : (
              <>
                <TextInput
                  label={t('whatsapp_settings.phone_number_id')}
                  {...form.getInputProps('phoneNumberId')}
                  data-testid="whatsapp-phone-number-id"
                />
                <Group grow align="flex-start">
                  <PasswordInput
                    label={t('whatsapp_settings.access_token')}
                    autoComplete="new-password"
                    placeholder={tokenKept ? t('whatsapp_settings.secret_kept') : undefined}
                    {...form.getInputProps('accessToken')}
                    data-testid="whatsapp-access-token"
                  />
                  <PasswordInput
                    label={t('whatsapp_settings.app_secret')}
                    description={t('whatsapp_settings.app_secret_hint')}
                    autoComplete="new-password"
                    placeholder={saved?.hasAppSecret ? t('whatsapp_settings.secret_kept') : undefined}
                    {...form.getInputProps('appSecret')}
                    data-testid="whatsapp-app-secret"
                  />
                </Group>
              </>
            )}
            <Title order={3} fz="h5" mt="xs">
              {t('whatsapp_settings.templates')}
            </Title>
            <WhatsappTemplatesEditor
              provider={draft.provider}
              value={draft.templates}
              onChange={(templates) => form.setFieldValue('templates', templates)}
            />
            <FormAlert message={templateProblems.join('\n') || null} />
            {test.data ? (
              <Alert color={test.data.state === 'valid' ? 'teal' : 'red'} data-testid="whatsapp-test-result">
                {test.data.state === 'valid'
                  ? t('whatsapp_settings.test_ok', { number: test.data.displayPhoneNumber ?? '' })
                  : t('whatsapp_settings.test_failed', { message: test.data.message ?? '' })}
              </Alert>
            ) : null}
            {test.isError ? (
              <Alert color="red" data-testid="whatsapp-test-error">
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
                  disabled={!saved}
                  onClick={() => test.mutate()}
                  loading={test.isPending}
                  data-testid="whatsapp-test"
                >
                  {t('whatsapp_settings.test')}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="whatsapp-save">
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
      {saved?.provider === 'helorobo' ? <WhatsappBulkReports /> : null}
      {saved && saved.provider === 'cloud_api' ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('whatsapp_settings.webhook_title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('whatsapp_settings.webhook_hint')}
            </Text>
            <Text size="sm" fw={600}>
              {t('whatsapp_settings.webhook_url')}
            </Text>
            <CopyField value={`${window.location.origin}${saved.webhookPath}`} testId="whatsapp-webhook-url" />
            <Text size="sm" fw={600}>
              {t('whatsapp_settings.verify_token')}
            </Text>
            <CopyField value={saved.verifyToken} testId="whatsapp-verify-token" />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

// The WhatsApp tab of /user/settings/sending: the provider (Cloud API or Helorobo), its number and key,
// templates, and the Cloud API status webhook or Helorobo's bulk send reports.
export function WhatsappSettingsPanel() {
  const settings = useWhatsappSettings();
  if (settings.isPending) return <LoadingScreen />;
  return <WhatsappSettingsForm key={settings.data?.updatedAt ?? 'new'} saved={settings.data ?? null} />;
}
