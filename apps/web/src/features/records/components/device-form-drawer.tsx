import { Button, Drawer, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { DEVICE_PLATFORMS, ZDeviceInput } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/toast/toast';
import { useApplications } from '../../applications/hooks/use-applications';
import { useSaveDevice } from '../hooks/use-device-writes';
import type { TDevice } from '../types';

type TDraft = {
  applicationId: string | null;
  platform: string;
  deviceId: string;
  regId: string;
  language: string | null;
  email: string;
  tags: string[];
};

const toDraft = (device: TDevice | null): TDraft => ({
  applicationId: device?.application_id ? String(device.application_id) : null,
  platform: device?.platform ?? 'browser',
  deviceId: device?.device_id ?? '',
  regId: device?.reg_id ?? '',
  language: device?.language ?? null,
  email: device?.email ?? '',
  tags: [],
});

// Add a device by hand or edit one; tags are given when adding (the detail screen edits them
// later). Over the package limit the server answers 418 and the shell shows its warning.
export function DeviceFormDrawer({ device, onClose }: { device: TDevice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDevice();
  const applications = useApplications();
  const [draft, setDraft] = useState<TDraft>(() => toDraft(device));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<TDraft>) => setDraft({ ...draft, ...patch });
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const apps = (applications.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDeviceInput.safeParse({
      ...draft,
      applicationId: draft.applicationId ?? 0,
      tags: device ? undefined : draft.tags.map((name) => ({ name })),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: device?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          showToast(t(device ? 'records.device_updated' : 'records.device_created'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t(device ? 'records.device_edit_title' : 'records.device_create_title')}
    >
      <form onSubmit={onSubmit} noValidate data-testid="device-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('records.application')}
              data={apps}
              value={draft.applicationId}
              allowDeselect={false}
              error={errors.applicationId ? t('validation.fill_all_fields') : undefined}
              onChange={(applicationId) => set({ applicationId })}
              data-testid="device-application"
            />
            <Select
              label={t('devices.platform')}
              data={DEVICE_PLATFORMS.map((value) => ({ value, label: t(`devices.platforms.${value}`) }))}
              value={draft.platform}
              allowDeselect={false}
              onChange={(platform) => set({ platform: platform ?? 'browser' })}
              data-testid="device-platform"
            />
            <TextInput
              label={t('records.device_id')}
              description={device ? undefined : t('records.device_id_hint')}
              value={draft.deviceId}
              error={errorOf('deviceId')}
              onChange={(e) => set({ deviceId: e.currentTarget.value })}
              data-testid="device-device-id"
            />
            <TextInput
              label={t('devices.reg_id')}
              value={draft.regId}
              error={errorOf('regId')}
              onChange={(e) => set({ regId: e.currentTarget.value })}
              data-testid="device-reg-id"
            />
            <Select
              label={t('devices.language')}
              data={MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={draft.language}
              clearable
              searchable
              onChange={(language) => set({ language })}
            />
            <TextInput
              label={t('devices.email')}
              type="email"
              value={draft.email}
              error={errorOf('email')}
              onChange={(e) => set({ email: e.currentTarget.value })}
              data-testid="device-email"
            />
          </SimpleGrid>
          {device ? null : (
            <TagsInput
              label={t('tags.title')}
              value={draft.tags}
              onChange={(tags) => set({ tags })}
              maxTags={50}
              data-testid="device-tags-input"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="device-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
