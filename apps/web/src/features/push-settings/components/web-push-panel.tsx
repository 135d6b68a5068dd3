import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPushSettingsView } from '@ulak/shared/push/push-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../common/components/copy-field';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { usePushSettings } from '../hooks/use-push-settings';
import { PushAppExtras } from './push-app-extras';
import { WebPushKeysForm } from './web-push-keys-form';

function WebPushAppCard({ app }: { app: TPushSettingsView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const configured = app.webPush.publicKey !== null && app.webPush.privateKeySet;
  const worker = `importScripts('${window.location.origin}/ulak-sw.js');`;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`web-push-app-${app.applicationId}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h5">
            {app.name}
          </Title>
          <Badge color={configured ? 'teal' : 'gray'} variant="light" data-testid="web-push-state">
            {configured ? t('push_settings.keys_set') : t('push_settings.keys_missing')}
          </Badge>
        </Group>
        {configured ? (
          <>
            <Text size="sm" fw={500}>
              {t('push_settings.public_key')}
            </Text>
            <CopyField value={app.webPush.publicKey ?? ''} testId="web-push-public-key-value" />
            <Text size="sm" c="dimmed">
              {t('push_settings.subject')}: {app.webPush.subject} · {t('push_settings.private_key_stored')}
              {app.webPush.serverKeySet ? ` · ${t('push_settings.server_key_stored')}` : ''}
            </Text>
            <Text size="sm" fw={500}>
              {t('push_settings.worker_title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('push_settings.worker_hint')}
            </Text>
            <CopyField value={worker} testId="web-push-worker" />
            <CopyField value="ulak('pushSubscribe');" testId="web-push-subscribe-call" />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('push_settings.web_intro')}
          </Text>
        )}
        {editing ? (
          <WebPushKeysForm app={app} onDone={() => setEditing(false)} />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setEditing(true)} data-testid="web-push-edit">
              {configured ? t('push_settings.replace_keys') : t('push_settings.set_keys')}
            </Button>
          </Group>
        )}
        <PushAppExtras app={app} kind="web" />
      </Stack>
    </Paper>
  );
}

// The Web push tab: VAPID keys per application, the service-worker line, sound and device health.
export function WebPushPanel() {
  const settings = usePushSettings();
  const apps = settings.data ?? [];
  return (
    <Stack gap="md" data-testid="web-push-panel">
      {settings.isPending ? <LoadingScreen /> : null}
      {settings.isSuccess && apps.length === 0 ? <EmptyState descriptionKey="push_settings.no_applications" /> : null}
      {apps.map((app) => (
        <WebPushAppCard key={app.applicationId} app={app} />
      ))}
    </Stack>
  );
}
