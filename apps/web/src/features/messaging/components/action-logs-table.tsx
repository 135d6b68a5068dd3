import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import type { TActionLog } from '../types';
import { MessageStatusBadge, useReasonText } from './message-status-badge';

// Messages as the action logs, a run's drill-down and a member's sending history list them.
export function ActionLogsTable({ rows, showRecipient = true }: { rows: TActionLog[]; showRecipient?: boolean }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover data-testid="action-logs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('messaging.created_at')}</Table.Th>
            <Table.Th>{t('messaging.channel')}</Table.Th>
            {showRecipient ? <Table.Th>{t('messaging.recipient')}</Table.Th> : null}
            <Table.Th>{t('messaging.source')}</Table.Th>
            <Table.Th>{t('messaging.status')}</Table.Th>
            <Table.Th>{t('messaging.reason')}</Table.Th>
            <Table.Th>{t('messaging.sent_at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="action-log-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={`/user/actions/detail/${row.id}`} size="sm" data-testid="action-log-link">
                  {formatDateTimeShort(row.created_at)}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`messaging.channels.${row.channel}`, { defaultValue: row.channel })}</Table.Td>
              {showRecipient ? (
                <Table.Td>
                  {row.member_id !== null ? (
                    <Anchor component={Link} to={`/user/member/${row.member_id}`} size="sm">
                      {formatText(row.address ?? `#${row.member_id}`)}
                    </Anchor>
                  ) : (
                    formatText(row.address)
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>{t(`messaging.sources.${row.source_type}`, { defaultValue: row.source_type })}</Table.Td>
              <Table.Td>
                <MessageStatusBadge message={row} />
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={2} data-testid="action-log-reason">
                  {formatText(reasonText(row))}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.status === 'waiting' && row.next_attempt_at ? (
                  <Text size="sm" data-testid="action-log-due">
                    {t('sendRules.due', { time: formatDateTimeShort(row.next_attempt_at) })}
                  </Text>
                ) : (
                  formatDateTimeShort(row.sent_at)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
