import { Table } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, formatText } from '../../../../lib/format';
import { PagedList } from '../../../records/components/paged-list';
import { useMemberLog } from '../../../records/hooks/use-member-records';
import { formatParameters } from '../../../records/record-format';

export const MEMBER_LOG_TABS = {
  sending_history: 'sending-history',
  widget_interactions: 'widget-interactions',
} as const;

const cell = (key: string, value: unknown): string => {
  if (typeof value === 'string' && /_at$|At$|^date$/.test(key)) return formatDateTime(value);
  if (value !== null && typeof value === 'object') return formatParameters(value);
  return formatText(value === undefined ? null : (value as string | number | null));
};

// Records other modules write about a member (widget interactions): read
// from the member's tab endpoint with loading, paging and an empty state; columns follow the rows.
export function MemberLogTab({ memberId, tab }: { memberId: number; tab: keyof typeof MEMBER_LOG_TABS }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const log = useMemberLog(memberId, MEMBER_LOG_TABS[tab], paging);
  return (
    <PagedList query={log} {...paging} onPage={setPaging} emptyTitleKey="empty.records_not_found">
      {(rows) => {
        const columns = Object.keys(rows[0] ?? {});
        return (
          <Table striped data-testid={`member-${tab}`}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((key) => (
                  <Table.Th key={key}>{key}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={String(row.id ?? index)}>
                  {columns.map((key) => (
                    <Table.Td key={key}>{cell(key, row[key])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        );
      }}
    </PagedList>
  );
}
