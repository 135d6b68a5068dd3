import { Heatmap } from '@mantine/charts';
import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { activityToHeatmap } from '../activity-data';
import { useActivity } from '../hooks/use-activity';

const HEAT_COLORS = [
  'var(--mantine-color-indigo-2)',
  'var(--mantine-color-indigo-4)',
  'var(--mantine-color-indigo-6)',
  'var(--mantine-color-indigo-8)',
];

// Logins per day over the last year as a heatmap grid.
export function ActivityCalendar() {
  const { t, i18n } = useTranslation();
  const activity = useActivity();
  if (activity.isPending) return <LoadingScreen />;
  if (activity.isError) return <EmptyState />;
  const { data, total } = activityToHeatmap(activity.data);
  const end = dayjs();
  const months = t('calendar.months', { returnObjects: true }) as unknown;
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as unknown;
  return (
    <Stack gap="sm" data-testid="activity-calendar">
      <Group justify="space-between">
        <Text fw={600}>{t('profile.activity_total', { count: total })}</Text>
        <Text size="sm" c="dimmed">
          {formatLongDate(end.subtract(1, 'year').toDate(), i18n.language)} –{' '}
          {formatLongDate(end.toDate(), i18n.language)}
        </Text>
      </Group>
      <ScrollArea>
        <Heatmap
          data={data}
          startDate={end.subtract(1, 'year').format('YYYY-MM-DD')}
          endDate={end.format('YYYY-MM-DD')}
          withMonthLabels
          withWeekdayLabels
          monthLabels={Array.isArray(months) ? (months as string[]) : undefined}
          weekdayLabels={Array.isArray(weekdays) ? (weekdays as string[]) : undefined}
          withTooltip
          getTooltipLabel={({ date, value }) =>
            t('profile.activity_tooltip', { date: formatLongDate(date, i18n.language), count: value ?? 0 })
          }
          domain={[0, Math.max(4, ...Object.values(data))]}
          colors={HEAT_COLORS}
          rectSize={12}
          gap={2}
        />
      </ScrollArea>
    </Stack>
  );
}
