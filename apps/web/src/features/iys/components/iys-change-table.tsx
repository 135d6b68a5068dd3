import { Anchor, Table, Text } from '@mantine/core';
import type { TIysChangeLog } from '@ulak/shared/iys';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { IysBadge, type TTone } from './iys-badge';

const STATE_TONE: Record<TIysChangeLog['state'], TTone> = {
  pending: 'neutral',
  sending: 'busy',
  sent: 'busy',
  success: 'ok',
  rejected: 'bad',
  skipped: 'neutral',
  applied: 'ok',
};

// Consents both ways: to IYS (a member's permission change) and from IYS (a change made at the registry).
export function IysChangeTable({ rows, showMember = true }: { rows: TIysChangeLog[]; showMember?: boolean }) {
  const { t } = useTranslation();
  const reason = (row: TIysChangeLog) =>
    row.errorCode
      ? t(`iys.reasons.${row.errorCode}`, { defaultValue: row.errorMessage ?? row.errorCode })
      : (row.errorMessage ?? '-');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="iys-change-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('iys.consent_date')}</Table.Th>
            <Table.Th>{t('iys.direction')}</Table.Th>
            <Table.Th>{t('iys.recipient')}</Table.Th>
            <Table.Th>{t('iys.type')}</Table.Th>
            <Table.Th>{t('iys.consent')}</Table.Th>
            <Table.Th>{t('iys.origin')}</Table.Th>
            <Table.Th>{t('iys.source')}</Table.Th>
            <Table.Th>{t('iys.state_label')}</Table.Th>
            <Table.Th>{t('iys.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="iys-change-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.consentDate)}</Table.Td>
              <Table.Td>{t(`iys.directions.${row.direction}`)}</Table.Td>
              <Table.Td>
                {showMember && row.memberId !== null ? (
                  <Anchor component={Link} to={`/user/member/${row.memberId}`} size="sm">
                    {row.recipient}
                  </Anchor>
                ) : (
                  <Text size="sm">{row.recipient}</Text>
                )}
              </Table.Td>
              <Table.Td>{t(`iys.types.${row.type}`)}</Table.Td>
              <Table.Td>{t(`iys.statuses.${row.status}`)}</Table.Td>
              <Table.Td>{t(`iys.origins.${row.origin}`, { defaultValue: row.origin })}</Table.Td>
              <Table.Td>{row.source}</Table.Td>
              <Table.Td>
                <IysBadge tone={STATE_TONE[row.state]}>{t(`iys.states.${row.state}`)}</IysBadge>
              </Table.Td>
              <Table.Td>{reason(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
