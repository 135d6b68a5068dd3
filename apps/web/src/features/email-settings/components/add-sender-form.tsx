import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { ZEmailSenderInput } from '@ulak/shared/email/email-settings';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useAddEmailSender } from '../hooks/use-email-senders';

const EMPTY = { domain: '', fromAddress: '', fromName: '' };

export function AddSenderForm() {
  const { t } = useTranslation();
  const add = useAddEmailSender();
  const form = useSchemaForm({ schema: ZEmailSenderInput, initialValues: EMPTY });

  const onSubmit = form.onSubmit((input) =>
    add.mutate(input, {
      onSuccess: (sender) => {
        form.reset();
        showToast(t('email_settings.sender_added', { address: sender.fromAddress }), 'success');
      },
    }),
  );
  // The From address follows the domain until the merchant types one of their own.
  const onDomain = (domain: string) => {
    const { fromAddress } = form.getValues();
    form.setFieldValue('domain', domain);
    if (fromAddress === '' || fromAddress.startsWith('info@'))
      form.setFieldValue('fromAddress', domain ? `info@${domain.trim().toLowerCase()}` : '');
  };

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
              {...form.getInputProps('domain')}
              onChange={(e) => onDomain(e.currentTarget.value)}
            />
            <TextInput
              label={t('email_settings.from_address')}
              placeholder="info@magaza.com"
              name="fromAddress"
              {...form.getInputProps('fromAddress')}
            />
            <TextInput label={t('email_settings.from_name')} name="fromName" {...form.getInputProps('fromName')} />
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
