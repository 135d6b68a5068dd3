import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import type { TDashboardStats } from '@ulak/shared/dashboard';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

// One chart of the dashboard's insights; its own module, loaded when the chart is about to be seen.
export type TDashboardChartKind = 'messages' | 'revenue' | 'channels' | 'members';

const MESSAGE_SERIES = [
  { name: 'sent', color: 'blue.6' },
  { name: 'delivered', color: 'teal.6' },
  { name: 'opened', color: 'grape.6' },
  { name: 'clicked', color: 'orange.6' },
] as const;

export function DashboardChart({
  kind,
  stats,
  height,
}: {
  kind: TDashboardChartKind;
  stats: TDashboardStats;
  height: number;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const series = stats.series.map((p) => ({ ...p, label: formatDate(p.bucket) }));
  const messageSeries = MESSAGE_SERIES.map((m) => ({ ...m, label: t(`insights.kpi.${m.name}`) }));

  switch (kind) {
    case 'messages':
      return (
        <LineChart h={height} data={series} dataKey="label" series={messageSeries} curveType="linear" withLegend />
      );
    case 'revenue':
      return (
        <BarChart
          h={height}
          data={series}
          dataKey="label"
          valueFormatter={(v) => formatCurrency(v, 'TRY', lang)}
          series={[
            { name: 'revenue', label: t('insights.kpi.revenue'), color: 'green.6' },
            { name: 'automation_revenue', label: t('insights.kpi.automation_revenue'), color: 'indigo.6' },
          ]}
          withLegend
        />
      );
    case 'channels':
      return (
        <BarChart
          h={height}
          data={stats.channels.map((c) => ({ ...c, label: t(`insights.channels.${c.channel}`) }))}
          dataKey="label"
          series={messageSeries}
          withLegend
        />
      );
    case 'members':
      return (
        <AreaChart
          h={height}
          data={series}
          dataKey="label"
          series={[{ name: 'new_members', label: t('insights.kpi.new_members'), color: 'cyan.6' }]}
          curveType="linear"
        />
      );
  }
}
