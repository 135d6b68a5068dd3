import { Paper, Text } from '@mantine/core';
import type { TAdminDashboard } from '@ulak/shared/admin-area';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSlot } from '../../common/components/chart-slot';
import type { TAdminChartKind } from './admin-dashboard-chart';

const AdminDashboardChart = lazy(() =>
  import('./admin-dashboard-chart').then((m) => ({ default: m.AdminDashboardChart })),
);

const CHARTS: { kind: TAdminChartKind; titleKey: string; height: number }[] = [
  { kind: 'signups', titleKey: 'admin_area.dashboard.signups_chart', height: 220 },
  { kind: 'sends', titleKey: 'admin_area.dashboard.sends_chart', height: 260 },
];

// The dashboard's charts: each draws through the chart slot, so recharts loads when a chart is about to be seen.
export function AdminDashboardCharts({ data, from, to }: { data: TAdminDashboard; from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      {CHARTS.map(({ kind, titleKey, height }) => (
        <Paper key={kind} withBorder radius="md" p="md" data-testid={`chart-${kind}`}>
          <Text fw={600} mb="sm">
            {t(titleKey)}
          </Text>
          <ChartSlot height={height} ready>
            <AdminDashboardChart kind={kind} data={data} from={from} to={to} height={height} />
          </ChartSlot>
        </Paper>
      ))}
    </>
  );
}
