import { Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { APPLICATION_PLATFORMS, ZApplicationInput } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
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
  const [draft, setDraft] = useState<TDraft>(() => draftOf(application));
  const [errors, setErrors] = useState<TFieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZApplicationInput.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: application?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          showToast(t('messages.settings_saved'), 'success');
          onClose();
        },
      },
    );
  };
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);

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
          <TextInput
            label={t('applications.name')}
            name="name"
            value={draft.name}
            error={errorOf('name')}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            data-autofocus
          />
          <Select
            label={t('applications.platform')}
            data={APPLICATION_PLATFORMS.map((value) => ({ value, label: t(`applications.platforms.${value}`) }))}
            value={draft.platform}
            allowDeselect={false}
            onChange={(value) => setDraft({ ...draft, platform: value ?? 'web' })}
          />
          <TagsInput
            label={t('applications.domains')}
            description={t('applications.domains_hint')}
            name="domains"
            value={draft.domains}
            error={errorOf('domains')}
            splitChars={[',', ' ', ';']}
            onChange={(domains) => setDraft({ ...draft, domains: parseDomains(domains.join(',')) })}
          />
          <Select
            label={t('applications.locale')}
            data={MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={draft.locale}
            allowDeselect={false}
            searchable
            onChange={(value) => setDraft({ ...draft, locale: value ?? 'tr' })}
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
