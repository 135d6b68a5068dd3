import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { ZEmailSenderInput } from '@ulak/shared/email/email-settings';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { showToast } from '../../../lib/toast/toast';
import { useAddEmailSender } from '../hooks/use-email-senders';

const EMPTY = { domain: '', fromAddress: '', fromName: '' };

export function AddSenderForm() {
  const { t } = useTranslation();
  const add = useAddEmailSender();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmailSenderInput.safeParse(draft);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (sender) => {
        setDraft(EMPTY);
        showToast(t('email_settings.sender_added', { address: sender.fromAddress }), 'success');
      },
    });
  };
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  // The From address follows the domain until the merchant types one of their own.
  const onDomain = (domain: string) =>
    setDraft((current) => ({
      ...current,
      domain,
      fromAddress:
        current.fromAddress === '' || current.fromAddress.startsWith('info@')
          ? domain
            ? `info@${domain.trim().toLowerCase()}`
            : ''
          : current.fromAddress,
    }));

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate data-testid="add-sender-form">
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('email_settings.add_sender')}
          </Title>
          <Group grow align="flex-start">
            <TextInput
              label={t('email_settings.domain')}
              placeholder="magaza.com"
              name="domain"
              value={draft.domain}
              error={errorOf('domain')}
              onChange={(e) => onDomain(e.currentTarget.value)}
            />
            <TextInput
              label={t('email_settings.from_address')}
              placeholder="info@magaza.com"
              name="fromAddress"
              value={draft.fromAddress}
              error={errorOf('fromAddress')}
              onChange={(e) => setDraft({ ...draft, fromAddress: e.currentTarget.value })}
            />
            <TextInput
              label={t('email_settings.from_name')}
              name="fromName"
              value={draft.fromName}
              error={errorOf('fromName')}
              onChange={(e) => setDraft({ ...draft, fromName: e.currentTarget.value })}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} data-testid="add-sender-submit">
              {t('email_settings.add_sender_button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
