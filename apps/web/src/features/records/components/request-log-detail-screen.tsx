import { Alert, Anchor, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, formatText } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useApplications } from '../../applications/hooks/use-applications';
import { useRequestLog, useRetryRequestLog } from '../hooks/use-request-logs';
import { eventLabel, formatParameters } from '../record-format';
import type { TRequestLogDetail } from '../types';
import { RequestLogStatus } from './request-log-badges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </Stack>
  );
}

function memberLabel(member: NonNullable<TRequestLogDetail['member']>): string {
  const name = [member.name, member.surname].filter(Boolean).join(' ');
  return name || member.email || `#${member.id}`;
}

function DeadLetter({ log }: { log: TRequestLogDetail }) {
  const { t } = useTranslation();
  const retry = useRetryRequestLog();
  const navigate = useNavigate();
  const onRetry = () =>
    retry.mutate(log.id, {
      onSuccess: () => {
        showToast(t('records.retry_queued'), 'success');
        void navigate('/user/events/request-logs');
      },
    });
  return (
    <Alert color="red" title={t('records.dead_letter_title', { count: log.attempts })} data-testid="dead-letter">
      <Stack gap="sm">
        <Text size="sm">{formatText(log.error)}</Text>
        <Group>
          <Button
            size="xs"
            leftSection={<IconRefresh size={16} />}
            loading={retry.isPending}
            onClick={onRetry}
            data-testid="request-log-retry"
          >
            {t('records.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function RequestLogBody({ log }: { log: TRequestLogDetail }) {
  const { t } = useTranslation();
  const applications = useApplications();
  const app = applications.data?.find((a) => a.id === log.application_id);
  return (
    <Stack gap="md">
      {log.status === 'failed' ? <DeadLetter log={log} /> : null}
      <Paper withBorder radius="md" p="lg" data-testid="request-log-fields">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Field label={t('records.received_at')}>{formatDateTime(log.received_at)}</Field>
          <Field label={t('records.application')}>{app?.name ?? `#${log.application_id}`}</Field>
          <Field label={t('members.status')}>
            <RequestLogStatus log={log} />
          </Field>
          <Field label={t('records.origin')}>{formatText(log.url)}</Field>
          <Field label={t('records.ip')}>{formatText(log.ip)}</Field>
          <Field label={t('records.user_agent')}>{formatText(log.user_agent)}</Field>
          <Field label={t('records.device_id')}>{formatText(log.device_id)}</Field>
          <Field label={t('orders.member')}>
            {log.member ? (
              <Anchor component={Link} to={`/user/member/${log.member.id}`}>
                {memberLabel(log.member)}
              </Anchor>
            ) : (
              '-'
            )}
          </Field>
          <Field label={t('records.accepted_rejected')}>
            <Group gap="xs">
              <Badge color="teal" variant="light">
                {t('records.accepted_count', { count: log.event_count })}
              </Badge>
              <Badge color={log.rejected_count > 0 ? 'orange' : 'gray'} variant="light">
                {t('records.rejected_count', { count: log.rejected_count })}
              </Badge>
            </Group>
            {log.rejected_reasons.map((r) => (
              <Text key={r.reason} size="sm" c="dimmed">
                {t(`records.reject_reasons.${r.reason}`, { defaultValue: r.reason })}: {r.count}
              </Text>
            ))}
          </Field>
        </SimpleGrid>
      </Paper>
      <Title order={2} fz="h4">
        {t('pages.events')}
      </Title>
      {log.events.length === 0 ? (
        <EmptyState titleKey="empty.nothing_to_show" />
      ) : (
        <Table striped data-testid="request-log-events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('events.code')}</Table.Th>
              <Table.Th>{t('events.name')}</Table.Th>
              <Table.Th>{t('events.date')}</Table.Th>
              <Table.Th>{t('events.parameters')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.events.map((event, index) => (
              <Table.Tr key={event.id ?? index} data-testid="request-log-event">
                <Table.Td>{formatText(event.type)}</Table.Td>
                <Table.Td>{eventLabel(t, { name: event.name ?? null, code: event.type ?? null })}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.ts ?? null)}</Table.Td>
                <Table.Td>{formatParameters(event.properties)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={2} fz="h4">
        {t('records.payload')}
      </Title>
      {/* A long payload scrolls inside its box: focusable, so a keyboard can scroll it too. */}
      <Code
        block
        tabIndex={0}
        aria-label={t('records.payload')}
        data-testid="request-log-payload"
        style={{ maxHeight: 480, overflow: 'auto' }}
      >
        {JSON.stringify(log.payload, null, 2)}
      </Code>
    </Stack>
  );
}

// One SDK batch as received: who sent it, what was kept or refused, and the raw JSON.
export function RequestLogDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const log = useRequestLog(id);
  const back = (
    <Anchor component={Link} to="/user/events/request-logs">
      {t('pages.event_request_logs')}
    </Anchor>
  );
  if (!log.data)
    return <RecordState query={log} title={t('pages.event_request_logs')} listPath="/user/events/request-logs" />;
  return (
    <Stack gap="md">
      <PageHeader title={`${t('pages.event_request_logs')} #${log.data.id}`} actions={back} />
      <RequestLogBody log={log.data} />
    </Stack>
  );
}
