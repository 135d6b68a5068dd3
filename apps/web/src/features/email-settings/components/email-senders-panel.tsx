import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useEmailSenders } from '../hooks/use-email-senders';
import { AddSenderForm } from './add-sender-form';
import { SenderCard } from './sender-card';

// The Email tab: sender domains with the DNS records to publish, their checks and states.
export function EmailSendersPanel() {
  const { t } = useTranslation();
  const senders = useEmailSenders();
  const list = senders.data ?? [];
  return (
    <Stack gap="md" data-testid="email-senders-panel">
      <Text c="dimmed" size="sm">
        {t('email_settings.intro')}
      </Text>
      <Alert color="blue" variant="light">
        {t('email_settings.smtp_hint')}{' '}
        <Anchor component={Link} to="/user/smtp-credentials">
          {t('pages.smtp_credentials')}
        </Anchor>
      </Alert>
      {senders.isPending ? <LoadingScreen /> : null}
      {senders.isSuccess && list.length === 0 ? <EmptyState descriptionKey="email_settings.no_senders" /> : null}
      {list.map((sender) => (
        <SenderCard key={sender.id} sender={sender} />
      ))}
      <AddSenderForm />
    </Stack>
  );
}
