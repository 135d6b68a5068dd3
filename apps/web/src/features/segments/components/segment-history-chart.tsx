import { AreaChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useSegmentHistory } from '../hooks/use-segments';

// member_count over the last 90 days, rebuilt from the entered/left change log.
export function SegmentHistoryChart({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation();
  const history = useSegmentHistory(segmentId);
  if (history.isPending) return <LoadingScreen />;
  const points = (history.data ?? []).map((p) => ({ ...p, day: formatDate(p.day) }));
  if (points.length === 0) return <EmptyState titleKey="empty.nothing_to_show" />;
  return (
    <Paper withBorder p="md" data-testid="segment-history">
      <Text fw={600} mb="sm">
        {t('segments.history.title')}
      </Text>
      <AreaChart
        h={260}
        data={points}
        dataKey="day"
        series={[
          { name: 'memberCount', label: t('segments.member_count'), color: 'blue.6' },
          { name: 'entered', label: t('segments.history.entered'), color: 'teal.6' },
          { name: 'left', label: t('segments.history.left'), color: 'red.6' },
        ]}
        curveType="linear"
      />
    </Paper>
  );
}
