import { Anchor, Badge, Progress, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSendRunView } from '@ulak/shared/messaging/send-runs';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import { PagedList } from '../../records/components/paged-list';
import { isRunActive } from '../../messaging/hooks/use-messaging';
import { contentTitle } from '../../messaging/run-progress';
import { useSendRuns } from '../hooks/use-embedded';
import { sendProgress, type TSendLinks } from '../quick-send';

const FIGURES = ['sent', 'delivered', 'opened', 'clicked', 'failed'] as const;

function RunRow({ run, links }: { run: TSendRunView; links: TSendLinks }) {
  const { t } = useTranslation();
  const progress = sendProgress(run);
  return (
    <Table.Tr data-testid="send-run-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeShort(run.createdAt)}</Table.Td>
      <Table.Td>{t(`messaging.channels.${run.channel}`, { defaultValue: run.channel })}</Table.Td>
      <Table.Td maw={240}>
        <Text size="sm" lineClamp={1}>
          {formatText(contentTitle(run.content))}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{run.total}</Table.Td>
      {FIGURES.map((key) => (
        <Table.Td key={key} ta="right" data-testid={`send-run-${key}`}>
          {run.outcomes[key]}
        </Table.Td>
      ))}
      <Table.Td miw={120}>
        {isRunActive(run) ? (
          <Progress value={progress} animated striped aria-label={`${progress}%`} />
        ) : (
          <Badge color={run.status === 'complete' ? 'teal' : 'gray'} variant="light" data-testid="send-run-status">
            {t(`messaging.run_statuses.${run.status}`, { defaultValue: run.status })}
          </Badge>
        )}
      </Table.Td>
      {links.detail ? (
        <Table.Td>
          <Anchor component={Link} to={links.detail(run.id)} size="sm" data-testid="send-run-detail">
            {t('embedded.report.detail_link')}
          </Anchor>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

// The account's direct sends with their figures, newest first, refreshed while one is running.
export function SendRunsTable({
  links,
  perPage = 20,
  channel,
}: {
  links: TSendLinks;
  perPage?: number;
  channel?: string;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage });
  const runs = useSendRuns({ ...paging, channel });
  return (
    <PagedList query={runs} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
      {(rows) => (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover data-testid="send-runs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('messaging.created_at')}</Table.Th>
                <Table.Th>{t('embedded.report.channel')}</Table.Th>
                <Table.Th>{t('messaging.content_title')}</Table.Th>
                <Table.Th ta="right">{t('messaging.total')}</Table.Th>
                {FIGURES.map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(`log_summary.outcomes.${key}`)}
                  </Table.Th>
                ))}
                <Table.Th>{t('messaging.status')}</Table.Th>
                {links.detail ? (
                  <Table.Th>
                    <VisuallyHidden>{t('embedded.report.detail_link')}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((run) => (
                <RunRow key={run.id} run={run} links={links} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PagedList>
  );
}
