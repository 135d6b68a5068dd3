import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconBolt, IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useSegmentRowHandlers } from '../hooks/use-segment-row-handlers';
import { useSegment } from '../hooks/use-segments';
import { segmentPaths, type TSegmentArea } from '../segment-paths';
import { SegmentEditor } from './segment-editor';
import { SegmentHistoryChart } from './segment-history-chart';
import { SegmentMembersPanel } from './segment-members-panel';
import { SegmentStatusBadge } from './segments-table';

// One segment: criteria and settings, members, and its size over time.
export function SegmentDetailScreen({ id, area }: { id: number; area: TSegmentArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = segmentPaths(area);
  const segment = useSegment(id);
  const handlers = useSegmentRowHandlers(() => void navigate(paths.list));
  if (!segment.data) return <RecordState query={segment} title={t('pages.segment_detail')} listPath={paths.list} />;
  const s = segment.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={s.name}
        actions={
          <Group gap="xs">
            <SegmentStatusBadge segment={s} />
            <Button component={Link} to={paths.actions(s.id)} variant="default" leftSection={<IconBolt size={16} />}>
              {t('segments.actions.title')}
            </Button>
            {s.kind === 'dynamic' ? (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                loading={handlers.refreshing}
                onClick={() => handlers.onRefresh(s)}
                data-testid="segment-refresh"
              >
                {t('segments.refresh')}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={s.status === 'active' ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={() => handlers.onStatus(s)}
              data-testid="segment-toggle-status"
            >
              {t(s.status === 'active' ? 'segments.passivate' : 'segments.activate')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => void handlers.onDelete(s)}
            >
              {t('common.delete')}
            </Button>
          </Group>
        }
      />
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members" data-testid="tab-members">
            {t('segments.tabs.members', { count: s.memberCount })}
          </Tabs.Tab>
          <Tabs.Tab value="edit" data-testid="tab-edit">
            {t(s.kind === 'dynamic' ? 'segments.tabs.criteria' : 'segments.tabs.settings')}
          </Tabs.Tab>
          <Tabs.Tab value="history">{t('segments.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <SegmentMembersPanel segment={s} />
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          <SegmentEditor key={s.updatedAt} segment={s} kind={s.kind} onSaved={() => undefined} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <SegmentHistoryChart segmentId={s.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
