import { Anchor, Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChannel } from '@ulak/shared/messaging/channels';
import { DirectTypeSwitch } from './direct-type-switch';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import { PageHeader } from '../../common/components/page-header';
import { PagedList } from '../../records/components/paged-list';
import { isRunActive, useDirectRuns } from '../hooks/use-messaging';
import { SHOWN_STATUSES, STATUS_COLORS } from '../message-stats';
import { audienceSummary, contentTitle, runCounts, runProgress } from '../run-progress';
import type { TDirectRun } from '../types';

function RunCounts({ run }: { run: TDirectRun }) {
  const { t } = useTranslation();
  const counts = runCounts(run);
  return (
    <Group gap={4} data-testid="run-counts">
      {SHOWN_STATUSES.filter((status) => counts[status] > 0).map((status) => (
        <Anchor key={status} component={Link} to={`/user/actions?run=${run.id}&status=${status}`} underline="never">
          <Badge color={STATUS_COLORS[status].replace('.6', '')} variant="light" data-testid={`run-count-${status}`}>
            {t(`messaging.statuses.${status}`)}: {counts[status]}
          </Badge>
        </Anchor>
      ))}
      {run.dueAt ? (
        <Text size="xs" c="dimmed" data-testid="run-due-at">
          {t('sendRules.due', { time: formatDateTimeShort(run.dueAt) })}
        </Text>
      ) : null}
    </Group>
  );
}

function RunRow({ run }: { run: TDirectRun }) {
  const { t } = useTranslation();
  const audience = audienceSummary(run.audience);
  const progress = runProgress(run);
  return (
    <Table.Tr data-testid="direct-run-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeShort(run.createdAt)}</Table.Td>
      <Table.Td maw={260}>
        <Text size="sm" lineClamp={1}>
          {formatText(contentTitle(run.content))}
        </Text>
      </Table.Td>
      <Table.Td>{t(`messaging.audience_summary.${audience.key}`, { count: audience.count, id: audience.id })}</Table.Td>
      <Table.Td ta="right">{run.total}</Table.Td>
      <Table.Td>
        <RunCounts run={run} />
      </Table.Td>
      <Table.Td miw={140}>
        {isRunActive(run) ? (
          <Progress value={progress} animated striped aria-label={`${progress}%`} data-testid="run-progress" />
        ) : (
          <Badge color={run.status === 'complete' ? 'teal' : 'gray'} variant="light" data-testid="run-status">
            {t(`messaging.run_statuses.${run.status}`, { defaultValue: run.status })}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/user/actions?run=${run.id}`} size="sm" data-testid="run-messages-link">
          {t('messaging.see_messages')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

// /user/direct/messages/{type}: the direct sends of a channel, refreshed while one is running.
export function DirectRunsScreen({ type, channel }: { type: string; channel: TChannel }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const runs = useDirectRuns(channel, paging);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('messaging.direct_messages_title', { type: t(`sending_types.${type}`) })}
        actions={
          <Button component={Link} to={`/user/direct/send/${type}`} leftSection={<IconSend size={16} />}>
            {t('messaging.new_send')}
          </Button>
        }
      />
      <DirectTypeSwitch type={type} screen="messages" />
      <PagedList query={runs} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
        {(rows) => (
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover data-testid="direct-runs-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('messaging.created_at')}</Table.Th>
                  <Table.Th>{t('messaging.content_title')}</Table.Th>
                  <Table.Th>{t('messaging.audience_title')}</Table.Th>
                  <Table.Th ta="right">{t('messaging.total')}</Table.Th>
                  <Table.Th>{t('messaging.status_counts')}</Table.Th>
                  <Table.Th>{t('messaging.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((run) => (
                  <RunRow key={run.id} run={run} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </Stack>
  );
}
