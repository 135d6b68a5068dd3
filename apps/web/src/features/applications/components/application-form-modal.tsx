import { Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { APPLICATION_PLATFORMS, ZApplicationInput } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useSaveApplication } from '../hooks/use-applications';
import { parseDomains } from '../snippet';
import type { TApplication } from '../types';

type TDraft = { name: string; platform: string; domains: string[]; locale: string };

const draftOf = (app: TApplication | null): TDraft => ({
  name: app?.name ?? '',
  platform: app?.platform ?? 'web',
  domains: app?.domains ?? [],
  locale: app?.locale ?? 'tr',
});

// Create or edit one application; `application` null means a new one.
export function ApplicationFormModal({
  opened,
  application,
  onClose,
}: {
  opened: boolean;
  application: TApplication | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveApplication();
  const form = useSchemaForm({ schema: ZApplicationInput, initialValues: draftOf(application) });

  const onSubmit = form.onSubmit((body) =>
    save.mutate(
      { id: application?.id ?? null, body },
      {
        onSuccess: () => {
          showToast(t('messages.settings_saved'), 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={application ? t('applications.edit_title') : t('applications.create_title')}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="application-form">
        <Stack gap="md">
          <TextInput label={t('applications.name')} name="name" {...form.getInputProps('name')} data-autofocus />
          <Select
            label={t('applications.platform')}
            data={APPLICATION_PLATFORMS.map((value) => ({ value, label: t(`applications.platforms.${value}`) }))}
            {...form.getInputProps('platform')}
            allowDeselect={false}
          />
          <TagsInput
            label={t('applications.domains')}
            description={t('applications.domains_hint')}
            name="domains"
            {...form.getInputProps('domains')}
            splitChars={[',', ' ', ';']}
            onChange={(domains) => form.setFieldValue('domains', parseDomains(domains.join(',')))}
          />
          <Select
            label={t('applications.locale')}
            data={MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            {...form.getInputProps('locale')}
            allowDeselect={false}
            searchable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="application-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
