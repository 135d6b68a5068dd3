import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useEmailSenders } from '../hooks/use-email-senders';
import { DnsRecordsTable } from './dns-records-table';

// /user/domain-dns-settings: the DNS records of every sender domain in one place, ready to copy.
export function DomainDnsScreen() {
  const { t } = useTranslation();
  const senders = useEmailSenders();
  const list = senders.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.domain_dns_settings')} description={t('email_settings.dns_intro')} />
      {senders.isPending ? <LoadingScreen /> : null}
      {senders.isSuccess && list.length === 0 ? (
        <EmptyState
          descriptionKey="email_settings.no_senders"
          action={
            <Anchor component={Link} to="/user/settings/sending">
              {t('email_settings.add_sender')}
            </Anchor>
          }
        />
      ) : null}
      {list.map((sender) => (
        <Paper key={sender.id} withBorder p="md" radius="md" data-testid="dns-domain">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{sender.domain}</Text>
              <Badge color={sender.status === 'verified' ? 'teal' : 'yellow'}>
                {t(`email_settings.status.${sender.status}`)}
              </Badge>
            </Group>
            <DnsRecordsTable records={sender.records} testId={`dns-${sender.id}-records`} />
          </Stack>
        </Paper>
      ))}
      {list.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('email_settings.dns_delay')}{' '}
          <Anchor component={Link} to="/user/settings/sending">
            {t('email_settings.verify')}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
