import { useState } from 'react';
import { PagedList } from '../../records/components/paged-list';
import { useMemberIysLogs } from '../hooks/use-iys';
import { IysChangeTable } from './iys-change-table';

// The member detail's IYS logs tab: that member's consents to and from IYS.
export function MemberIysLogs({ memberId }: { memberId: number }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const logs = useMemberIysLogs(memberId, paging);
  return (
    <PagedList query={logs} {...paging} onPage={setPaging} emptyTitleKey="empty.records_not_found">
      {(rows) => <IysChangeTable rows={rows} showMember={false} />}
    </PagedList>
  );
}
