import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ZTestSendInput } from '@ulak/shared/messaging/api';
import type { TTemplatePreview } from '@ulak/shared/templates/template-api';
import { useTranslation } from 'react-i18next';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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

// The address part of a test send; the form also asks for an address shaped as one (the server takes any).
const ZTestAddressInput = ZTestSendInput.pick({ address: true });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailRule = ({ address }: { address: string }): TFieldErrors =>
  EMAIL.test(address.trim()) ? {} : { address: 'validation.email_invalid' };

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
  const testSend = useTestSend();
  // Checked as typed; sending waits for an address.
  const form = useSchemaForm({
    schema: ZTestAddressInput,
    initialValues: { address: '' },
    rules: emailRule,
    validateInputOnChange: true,
  });
  const send = form.onSubmit(({ address }) => {
    const { language, subject, mjml } = content();
    testSend.mutate(
      {
        channel: 'email',
        content: { defaultLanguage: language, languages: { [language]: { subject, html: mjml } } },
        address,
      },
      {
        onSuccess: () => {
          showToast(t('messages.queued'), 'success');
          onClose();
        },
      },
    );
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('email_templates.editor.test_send')}
    >
      <form onSubmit={send} noValidate>
        <Stack>
          <TextInput
            type="email"
            label={t('templates.test_address')}
            placeholder="test@example.com"
            {...form.getInputProps('address')}
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
              disabled={!form.isValid()}
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
