import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../common/components/loading-screen';
import { EmailPreviewFrame } from '../components/email-preview-frame';
import { useStorePreview, useStoreTemplate } from '../hooks/use-email-templates';
import { localized } from './store-card';

// A store template filled in with sample values, in each of its languages.
export function StorePreviewModal({
  id,
  onClose,
  onUse,
}: {
  id: number | null;
  onClose: () => void;
  onUse: () => void;
}) {
  const { t, i18n } = useTranslation();
  const template = useStoreTemplate(id);
  const [language, setLanguage] = useState<string | null>(null);
  const lang = language ?? template.data?.defaultLanguage ?? 'tr';
  const content = template.data?.content[lang];
  const preview = useStorePreview(id ?? 0, lang, content);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={id !== null}
      onClose={onClose}
      size={760}
      title={template.data ? localized(template.data.name, i18n.language) : t('email_templates.store.preview')}
    >
      <Stack>
        <Group justify="space-between">
          <Select
            label={t('email_templates.language')}
            data={(template.data?.languages ?? []).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={lang}
            onChange={setLanguage}
            allowDeselect={false}
            w={200}
          />
          <Button onClick={onUse} data-testid="store-preview-use">
            {t('email_templates.store.use')}
          </Button>
        </Group>
        {preview.data ? (
          <EmailPreviewFrame html={preview.data.html} subject={preview.data.subject} testId="store-preview" />
        ) : (
          <LoadingScreen />
        )}
      </Stack>
    </Modal>
  );
}
