import { Button, Drawer, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { DEVICE_PLATFORMS, ZDeviceInput } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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
  const form = useSchemaForm({
    schema: ZDeviceInput,
    initialValues: toDraft(device),
    toInput: (draft: TDraft) => ({
      ...draft,
      applicationId: draft.applicationId ?? 0,
      tags: device ? undefined : draft.tags.map((name) => ({ name })),
    }),
  });
  const apps = (applications.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));

  const onSubmit = form.onSubmit((body) =>
    save.mutate(
      { id: device?.id ?? null, body },
      {
        onSuccess: () => {
          showToast(t(device ? 'records.device_updated' : 'records.device_created'), 'success');
          onClose();
        },
      },
    ),
  );

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
              {...form.getInputProps('applicationId')}
              allowDeselect={false}
              error={form.errors.applicationId ? t('validation.fill_all_fields') : undefined}
              data-testid="device-application"
            />
            <Select
              label={t('devices.platform')}
              data={DEVICE_PLATFORMS.map((value) => ({ value, label: t(`devices.platforms.${value}`) }))}
              {...form.getInputProps('platform')}
              allowDeselect={false}
              data-testid="device-platform"
            />
            <TextInput
              label={t('records.device_id')}
              description={device ? undefined : t('records.device_id_hint')}
              {...form.getInputProps('deviceId')}
              data-testid="device-device-id"
            />
            <TextInput label={t('devices.reg_id')} {...form.getInputProps('regId')} data-testid="device-reg-id" />
            <Select
              label={t('devices.language')}
              data={MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              {...form.getInputProps('language')}
              clearable
              searchable
            />
            <TextInput
              label={t('devices.email')}
              type="email"
              {...form.getInputProps('email')}
              data-testid="device-email"
            />
          </SimpleGrid>
          {device ? null : (
            <TagsInput
              label={t('tags.title')}
              {...form.getInputProps('tags')}
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
