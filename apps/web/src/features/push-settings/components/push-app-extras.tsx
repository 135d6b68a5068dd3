import { Anchor, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import type { TPushSettingsView } from '@ulak/shared/push/push-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { useSetPushSound } from '../hooks/use-push-settings';

// Under each application: the notification sound file and the device counts, faulty ones linked.
export function PushAppExtras({ app, kind }: { app: TPushSettingsView; kind: 'web' | 'mobile' }) {
  const { t } = useTranslation();
  const [sound, setSound] = useState(app.sound ?? '');
  const save = useSetPushSound();
  const invalid = sound !== '' && !/^[A-Za-z0-9._-]{1,100}$/.test(sound);
  const count = kind === 'web' ? app.devices.browser : app.devices.mobile;
  return (
    <>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('push_settings.sound')}
          description={t('push_settings.sound_hint')}
          placeholder="bildirim.wav"
          value={sound}
          onChange={(e) => setSound(e.currentTarget.value)}
          error={invalid ? t('push_settings.sound_invalid') : undefined}
          maw={320}
          data-testid={`push-sound-${kind}-${app.applicationId}`}
        />
        <Button
          variant="light"
          disabled={invalid || sound === (app.sound ?? '')}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: app.applicationId, body: { sound: sound.trim() || null } },
              { onSuccess: () => showToast(t('push_settings.saved'), 'success') },
            )
          }
        >
          {t('common.save')}
        </Button>
      </Group>
      <Group gap="xs">
        <Text size="sm">
          {t(kind === 'web' ? 'push_settings.browsers' : 'push_settings.mobile_devices', { count })}
        </Text>
        {app.devices.faulty > 0 ? (
          <Anchor component={Link} to="/user/devices?view=faulty" size="sm" data-testid="push-faulty-link">
            <Badge color="red" variant="light">
              {t('push_settings.faulty', { count: app.devices.faulty })}
            </Badge>
          </Anchor>
        ) : (
          <Badge color="gray" variant="light">
            {t('push_settings.no_faulty')}
          </Badge>
        )}
      </Group>
    </>
  );
}
