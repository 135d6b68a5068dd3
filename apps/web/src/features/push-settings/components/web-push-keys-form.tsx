import { Button, Group, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { ZWebPushKeysInput, type TPushSettingsView } from '@ulak/shared/push/push-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { useSetWebPushKeys } from '../hooks/use-push-settings';

// Generate a VAPID pair here, or paste the merchant's own public/private (and legacy server) keys.
export function WebPushKeysForm({ app, onDone }: { app: TPushSettingsView; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetWebPushKeys();
  const [mode, setMode] = useState<'generate' | 'own'>('generate');
  const [draft, setDraft] = useState({
    subject: app.webPush.subject ?? '',
    publicKey: '',
    privateKey: '',
    serverKey: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof draft) => (e: { currentTarget: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.currentTarget.value }));

  const submit = async () => {
    const subject = draft.subject.includes(':') ? draft.subject.trim() : `mailto:${draft.subject.trim()}`;
    const body =
      mode === 'generate'
        ? { mode, subject }
        : {
            mode,
            subject,
            publicKey: draft.publicKey.trim(),
            privateKey: draft.privateKey.trim(),
            ...(draft.serverKey.trim() ? { serverKey: draft.serverKey.trim() } : {}),
          };
    const parsed = ZWebPushKeysInput.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= t(`push_settings.invalid.${String(issue.path[0])}`);
      return setErrors(found);
    }
    setErrors({});
    // Browsers subscribed with the old key stop receiving until they subscribe again.
    if (app.webPush.publicKey && !(await confirmIrreversible(t('push_settings.replace_keys_warning')))) return;
    save.mutate(
      { id: app.applicationId, body: parsed.data },
      {
        onSuccess: () => {
          showToast(t('push_settings.keys_saved'), 'success');
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="sm" data-testid={`web-push-form-${app.applicationId}`}>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as 'generate' | 'own')}
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
        value={draft.subject}
        onChange={set('subject')}
        error={errors.subject}
        data-testid="web-push-subject"
      />
      {mode === 'own' ? (
        <>
          <TextInput
            label={t('push_settings.public_key')}
            value={draft.publicKey}
            onChange={set('publicKey')}
            error={errors.publicKey}
            data-testid="web-push-public-key"
          />
          <PasswordInput
            label={t('push_settings.private_key')}
            value={draft.privateKey}
            onChange={set('privateKey')}
            error={errors.privateKey}
            data-testid="web-push-private-key"
          />
          <PasswordInput
            label={t('push_settings.server_key')}
            description={t('push_settings.server_key_hint')}
            value={draft.serverKey}
            onChange={set('serverKey')}
            error={errors.serverKey}
          />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button loading={save.isPending} onClick={() => void submit()} data-testid="web-push-save">
          {mode === 'generate' ? t('push_settings.generate') : t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
