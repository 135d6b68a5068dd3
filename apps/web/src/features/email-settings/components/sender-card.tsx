import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TEmailSender } from '@ulak/shared/email/email-settings';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import {
  useDeleteEmailSender,
  useResendSenderVerification,
  useResetEmailSender,
  useVerifyEmailSender,
} from '../hooks/use-email-senders';
import { DnsRecordsTable, recordLabel } from './dns-records-table';

// One sender: its state, the records to publish, verify / resend / reset / delete.
export function SenderCard({ sender }: { sender: TEmailSender }) {
  const { t } = useTranslation();
  const verify = useVerifyEmailSender();
  const resend = useResendSenderVerification();
  const reset = useResetEmailSender();
  const remove = useDeleteEmailSender();
  const verified = sender.status === 'verified';

  const onVerify = () =>
    verify.mutate(sender.id, {
      onSuccess: (result) => {
        const failed = result.records.filter((record) => record.ok === false).map(recordLabel);
        if (failed.length > 0)
          showToast(t('email_settings.verification_failed', { records: failed.join(', ') }), 'error');
        else if (result.status === 'verified') showToast(t('email_settings.verified_toast'), 'success');
        else showToast(t('email_settings.confirm_mailbox_toast', { address: result.fromAddress }), 'warning');
      },
    });
  const onResend = () =>
    resend.mutate(sender.id, { onSuccess: () => showToast(t('email_settings.verification_sent'), 'success') });
  const onReset = async () => {
    if (!(await confirmIrreversible(t('email_settings.reset_warning')))) return;
    reset.mutate(sender.id, { onSuccess: () => showToast(t('email_settings.reset_done'), 'success') });
  };
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(sender.id, { onSuccess: () => showToast(t('email_settings.sender_deleted'), 'success') });
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="email-sender">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>
              {sender.fromName} &lt;{sender.fromAddress}&gt;
            </Text>
            <Text size="sm" c="dimmed">
              {sender.checkedAt
                ? t('email_settings.checked_at', { at: formatDateTimeShort(sender.checkedAt) })
                : t('email_settings.not_checked_yet')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={sender.addressConfirmed ? 'teal' : 'gray'} variant="light" data-testid="sender-mailbox-state">
              {t(sender.addressConfirmed ? 'email_settings.mailbox_confirmed' : 'email_settings.mailbox_unconfirmed')}
            </Badge>
            <Badge color={verified ? 'teal' : 'yellow'} data-testid="sender-status">
              {t(`email_settings.status.${sender.status}`)}
            </Badge>
          </Group>
        </Group>
        {!verified ? (
          <Text size="sm" c="dimmed">
            {t('email_settings.records_instructions')}
          </Text>
        ) : null}
        <DnsRecordsTable records={sender.records} testId={`sender-${sender.id}-records`} />
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" color="red" onClick={onDelete} loading={remove.isPending}>
            {t('common.delete')}
          </Button>
          <Button variant="default" onClick={onReset} loading={reset.isPending} data-testid="sender-reset">
            {t('email_settings.reset')}
          </Button>
          {!verified && !sender.addressConfirmed ? (
            <Button variant="light" onClick={onResend} loading={resend.isPending} data-testid="sender-resend">
              {t('email_settings.resend_verification')}
            </Button>
          ) : null}
          <Button onClick={onVerify} loading={verify.isPending} data-testid="sender-verify">
            {t('email_settings.verify')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
