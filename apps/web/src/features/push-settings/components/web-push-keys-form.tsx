import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { ZWebPushKeysInput, type TPushSettingsView } from '@ulak/shared/push/push-settings';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useSetWebPushKeys } from '../hooks/use-push-settings';

// Generate a VAPID pair here, or paste the merchant's own public/private (and legacy server) keys.
export function WebPushKeysForm({ app, onDone }: { app: TPushSettingsView; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetWebPushKeys();
  const form = useSchemaForm({
    schema: ZWebPushKeysInput,
    initialValues: {
      mode: 'generate' as 'generate' | 'own',
      subject: app.webPush.subject ?? '',
      publicKey: '',
      privateKey: '',
      serverKey: '',
    },
    toInput: (draft) => {
      const subject = draft.subject.includes(':') ? draft.subject.trim() : `mailto:${draft.subject.trim()}`;
      if (draft.mode === 'generate') return { mode: draft.mode, subject };
      const serverKey = draft.serverKey.trim();
      return {
        mode: draft.mode,
        subject,
        publicKey: draft.publicKey,
        privateKey: draft.privateKey,
        serverKey: serverKey || undefined,
      };
    },
  });
  const mode = form.getValues().mode;
  // One message per field, whichever check failed.
  const field = (key: 'subject' | 'publicKey' | 'privateKey' | 'serverKey') => ({
    ...form.getInputProps(key),
    error: form.errors[key] ? t(`push_settings.invalid.${key}`) : undefined,
  });

  const onSubmit = form.onSubmit(async (body) => {
    // Browsers subscribed with the old key stop receiving until they subscribe again.
    if (app.webPush.publicKey && !(await confirmIrreversible(t('push_settings.replace_keys_warning')))) return;
    save.mutate(
      { id: app.applicationId, body },
      {
        onSuccess: () => {
          showToast(t('push_settings.keys_saved'), 'success');
          onDone();
        },
      },
    );
  });

  return (
    <Stack gap="sm" data-testid={`web-push-form-${app.applicationId}`}>
      <SegmentedChoice
        {...form.getInputProps('mode')}
        data={[
          { value: 'generate', label: t('push_settings.generate') },
          { value: 'own', label: t('push_settings.own_keys') },
        ]}
        maw={420}
      />
      <TextInput
        label={t('push_settings.subject')}
        description={t('push_settings.subject_hint')}
        placeholder="mailto:destek@magaza.com"
        {...field('subject')}
        data-testid="web-push-subject"
      />
      {mode === 'own' ? (
        <>
          <TextInput label={t('push_settings.public_key')} {...field('publicKey')} data-testid="web-push-public-key" />
          <PasswordInput
            label={t('push_settings.private_key')}
            {...field('privateKey')}
            data-testid="web-push-private-key"
          />
          <PasswordInput
            label={t('push_settings.server_key')}
            description={t('push_settings.server_key_hint')}
            {...field('serverKey')}
          />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={() => onSubmit()} data-testid="web-push-save">
          {mode === 'generate' ? t('push_settings.generate') : t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
