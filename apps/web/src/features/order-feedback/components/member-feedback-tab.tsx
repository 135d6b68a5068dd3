import { Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { PagedList } from '../../records/components/paged-list';
import { useMemberFeedback } from '../hooks/use-order-feedback';

// The member detail tab: the member's order evaluations and survey answers, newest first.
export function MemberFeedbackTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const rows = useMemberFeedback(memberId, paging);
  return (
    <PagedList query={rows} {...paging} onPage={setPaging} emptyTitleKey="empty.records_not_found">
      {(list) => (
        <Table striped data-testid="member-order-feedback">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('order_feedback.col_kind')}</Table.Th>
              <Table.Th>{t('order_feedback.col_order')}</Table.Th>
              <Table.Th>{t('order_feedback.col_rating')}</Table.Th>
              <Table.Th>{t('order_feedback.col_details')}</Table.Th>
              <Table.Th>{t('order_feedback.col_date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Badge variant="light">{t(`order_feedback.kind_${row.kind}`)}</Badge>
                </Table.Td>
                <Table.Td>{row.order_code}</Table.Td>
                <Table.Td>{row.rating === null ? '-' : `${row.rating}/5`}</Table.Td>
                <Table.Td>
                  {[row.comment, row.products, row.answers].filter(Boolean).map((line) => (
                    <Text key={line} size="sm">
                      {line}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PagedList>
  );
}
