import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useDownloadSegmentExport, useSegmentActionReport } from '../hooks/use-segments';
import { segmentPaths, type TSegmentArea } from '../segment-paths';
import { ACTION_STATUS_COLOR } from './segment-actions-screen';

// /user/segments/actions/report/{application_id}/{segment_action_id}: one action's counts and times.
export function SegmentActionReportScreen({
  applicationId,
  actionId,
  area,
}: {
  applicationId: number;
  actionId: number;
  area: TSegmentArea;
}) {
  const { t } = useTranslation();
  const report = useSegmentActionReport(applicationId, actionId);
  const download = useDownloadSegmentExport();
  if (!report.data)
    return <RecordState query={report} title={t('pages.segment_action_report')} listPath={segmentPaths(area).list} />;
  const a = report.data;
  const stat = (label: string, value: string | number) => (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
  return (
    <Stack gap="md" data-testid="segment-action-report">
      <PageHeader
        title={t('segments.actions.report_title', { kind: t(`segments.actions.kinds.${a.kind}`) })}
        actions={
          <Group gap="xs">
            <Badge color={ACTION_STATUS_COLOR[a.status]} size="lg" variant="light">
              {t(`segments.actions.statuses.${a.status}`)}
            </Badge>
            {a.segmentId ? (
              <Button component={Link} to={segmentPaths(area).actions(a.segmentId)} variant="default">
                {t('common.back')}
              </Button>
            ) : null}
            {a.kind === 'export' && a.status === 'success' ? (
              <Button
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() => download.mutate(a.id)}
              >
                {t('segments.actions.download')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {stat(t('segments.actions.total'), a.total)}
        {stat(t('segments.actions.processed'), a.processed)}
        {stat(t('segments.actions.started_at'), formatDateTime(a.startedAt))}
        {stat(t('segments.actions.finished_at'), formatDateTime(a.finishedAt))}
      </SimpleGrid>
      {a.error ? <Text c="red">{a.error}</Text> : null}
    </Stack>
  );
}
