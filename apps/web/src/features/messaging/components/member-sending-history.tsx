import { useState } from 'react';
import { PagedList } from '../../records/components/paged-list';
import { useActions } from '../hooks/use-messaging';
import { ActionLogsTable } from './action-logs-table';

// The member detail's 'sending history' tab: every message to this member on every channel.
export function MemberSendingHistory({ memberId }: { memberId: number }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const messages = useActions({ memberId, ...paging });
  return (
    <div data-testid="member-sending-history">
      <PagedList
        query={messages}
        page={paging.page}
        perPage={paging.perPage}
        onPage={setPaging}
        emptyTitleKey="empty.nothing_to_show"
      >
        {(rows) => <ActionLogsTable rows={rows} showRecipient={false} />}
      </PagedList>
    </div>
  );
}
