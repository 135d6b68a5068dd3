import { Anchor, Badge, Button, Stack, Table } from '@mantine/core';
import type { TSegmentAction } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useSegment, useSegmentActions } from '../hooks/use-segments';
import { segmentPaths, type TSegmentArea } from '../segment-paths';
import { SegmentActionForm } from './segment-action-form';

export const ACTION_STATUS_COLOR: Record<TSegmentAction['status'], string> = {
  in_queue: 'gray',
  running: 'blue',
  success: 'green',
  failed: 'red',
};

// /user/segments/actions/{id}: start an action on the segment and follow the earlier ones.
export function SegmentActionsScreen({ id, area }: { id: number; area: TSegmentArea }) {
  const { t } = useTranslation();
  const paths = segmentPaths(area);
  const segment = useSegment(id);
  const actions = useSegmentActions(id);
  if (!segment.data) return <RecordState query={segment} title={t('pages.segment_actions')} listPath={paths.list} />;
  const rows = actions.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('segments.actions.page_title', { name: segment.data.name })}
        description={t('segments.members.summary', {
          members: segment.data.memberCount,
          devices: segment.data.deviceCount,
        })}
        actions={
          <Button variant="default" component={Link} to={paths.detail(id)} data-testid="segment-actions-back">
            {t('pages.segment_detail')}
          </Button>
        }
      />
      <SegmentActionForm segmentId={id} />
      {actions.isSuccess && rows.length === 0 ? <EmptyState titleKey="empty.nothing_to_show" /> : null}
      {rows.length > 0 ? (
        <Table striped data-testid="segment-actions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('segments.actions.kind')}</Table.Th>
              <Table.Th>{t('segments.status')}</Table.Th>
              <Table.Th ta="right">{t('segments.actions.processed')}</Table.Th>
              <Table.Th>{t('common.created_at')}</Table.Th>
              <Table.Th>{t('segments.actions.report')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a.id} data-testid="segment-action-row">
                <Table.Td>{t(`segments.actions.kinds.${a.kind}`)}</Table.Td>
                <Table.Td>
                  <Badge color={ACTION_STATUS_COLOR[a.status]} variant="light">
                    {t(`segments.actions.statuses.${a.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {a.processed} / {a.total}
                </Table.Td>
                <Table.Td>{formatDateTimeShort(a.createdAt)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.report(a.applicationId, a.id)}>
                    {t('segments.actions.open_report')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
