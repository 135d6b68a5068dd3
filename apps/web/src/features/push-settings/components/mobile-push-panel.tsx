import { Badge, Button, FileInput, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { TPushSettingsView } from '@ulak/shared/push/push-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { usePushSettings, useRemoveMobilePush, useSetMobilePush } from '../hooks/use-push-settings';
import { PushAppExtras } from './push-app-extras';

function MobilePushAppCard({ app }: { app: TPushSettingsView }) {
  const { t } = useTranslation();
  const save = useSetMobilePush();
  const remove = useRemoveMobilePush();
  const [file, setFile] = useState<File | null>(null);
  const [channelId, setChannelId] = useState(app.mobilePush.channelId ?? '');
  const { mobilePush } = app;

  const submit = async () => {
    const serviceAccountJson = file ? await file.text() : undefined;
    save.mutate(
      {
        id: app.applicationId,
        body: { ...(serviceAccountJson ? { serviceAccountJson } : {}), channelId: channelId.trim() || null },
      },
      {
        onSuccess: () => {
          setFile(null);
          showToast(t('push_settings.saved'), 'success');
        },
      },
    );
  };
  const onRemove = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(app.applicationId, { onSuccess: () => showToast(t('push_settings.key_removed'), 'success') });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`mobile-push-app-${app.applicationId}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h5">
            {app.name}
          </Title>
          <Badge color={mobilePush.configured ? 'teal' : 'gray'} variant="light" data-testid="mobile-push-state">
            {mobilePush.configured ? t('push_settings.key_set') : t('push_settings.key_missing')}
          </Badge>
        </Group>
        {mobilePush.configured ? (
          <Text size="sm" data-testid="mobile-push-project">
            {t('push_settings.project')}: {mobilePush.projectId} · {mobilePush.clientEmail}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('push_settings.mobile_intro')}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('push_settings.service_account')}
            placeholder={t('push_settings.choose_file')}
            accept="application/json,.json"
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={setFile}
            clearable
            w={320}
            data-testid="mobile-push-file"
          />
          <TextInput
            label={t('push_settings.channel_id')}
            description={t('push_settings.channel_id_hint')}
            value={channelId}
            onChange={(e) => setChannelId(e.currentTarget.value)}
            maw={240}
          />
          <Button loading={save.isPending} onClick={() => void submit()} data-testid="mobile-push-save">
            {t('common.save')}
          </Button>
          {mobilePush.configured ? (
            <Button color="red" variant="subtle" loading={remove.isPending} onClick={() => void onRemove()}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Group>
        <PushAppExtras app={app} kind="mobile" />
      </Stack>
    </Paper>
  );
}

// The Mobile push tab: the FCM service-account key (write-only), Android channel, sound, device health.
export function MobilePushPanel() {
  const settings = usePushSettings();
  const apps = settings.data ?? [];
  return (
    <Stack gap="md" data-testid="mobile-push-panel">
      {settings.isPending ? <LoadingScreen /> : null}
      {settings.isSuccess && apps.length === 0 ? <EmptyState descriptionKey="push_settings.no_applications" /> : null}
      {apps.map((app) => (
        <MobilePushAppCard key={app.applicationId} app={app} />
      ))}
    </Stack>
  );
}
