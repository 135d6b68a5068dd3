import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { TTemplatePreview } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { EmailPreviewFrame, TemplateWarnings } from '../components/email-preview-frame';
import { useTestSend } from '../hooks/use-templates';

// The server's render (what is sent) filled in with sample values: desktop, phone and dark mode.
export function PreviewModal({ preview, onClose }: { preview: TTemplatePreview | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={preview !== null}
      onClose={onClose}
      size={780}
      title={t('email_templates.editor.preview')}
    >
      {preview ? (
        <Stack>
          <TemplateWarnings warnings={preview.warnings} />
          <EmailPreviewFrame html={preview.html} subject={preview.subject} testId="editor-preview" />
        </Stack>
      ) : null}
    </Modal>
  );
}

// A test send through the send pipeline's email path to one address.
export function TestSendModal({
  opened,
  onClose,
  content,
}: {
  opened: boolean;
  onClose: () => void;
  content: () => { language: string; subject: string; mjml: string };
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const testSend = useTestSend();
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address.trim());
  const send = () => {
    const { language, subject, mjml } = content();
    testSend.mutate(
      {
        channel: 'email',
        content: { defaultLanguage: language, languages: { [language]: { subject, html: mjml } } },
        address: address.trim(),
      },
      {
        onSuccess: () => {
          showToast(t('messages.queued'), 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('email_templates.editor.test_send')}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) send();
        }}
      >
        <Stack>
          <TextInput
            type="email"
            label={t('templates.test_address')}
            placeholder="test@example.com"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            error={address.length > 3 && !valid ? t('validation.email_invalid') : undefined}
            data-testid="test-send-address"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              disabled={!valid}
              loading={testSend.isPending}
              data-testid="test-send-submit"
            >
              {t('templates.test_send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
