import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHANNELS } from '@ulak/shared/messaging/channels';
import type { TAdminDashboard } from '@ulak/shared/admin-area';

// One bar colour per channel (readable on light and dark backgrounds).
const CHANNEL_COLORS: Record<string, string> = {
  email: '#1c7ed6',
  sms: '#2f9e44',
  whatsapp: '#0ca678',
  webpush: '#e8590c',
  mobilepush: '#ae3ec9',
};

// Every day of the range, so that quiet days show as zero rather than disappear.
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}

// The dashboard's charts: recharts loads with this screen's chunk only.
export function AdminDashboardCharts({ data, from, to }: { data: TAdminDashboard; from: string; to: string }) {
  const { t } = useTranslation();
  const days = daysOf(from, to);
  const signups = days.map((day) => ({
    day: day.slice(5),
    count: data.signups.find((s) => s.day === day)?.count ?? 0,
  }));
  const sends = days.map((day) => {
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const channel of CHANNELS)
      row[channel] = data.sends.find((s) => s.day === day && s.channel === channel)?.count ?? 0;
    return row;
  });
  return (
    <>
      <Paper withBorder radius="md" p="md" data-testid="chart-signups">
        <Text fw={600} mb="sm">
          {t('admin_area.dashboard.signups_chart')}
        </Text>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={signups}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar dataKey="count" name={t('admin_area.dashboard.new_accounts')} fill="#1c7ed6" />
          </BarChart>
        </ResponsiveContainer>
      </Paper>
      <Paper withBorder radius="md" p="md" data-testid="chart-sends">
        <Text fw={600} mb="sm">
          {t('admin_area.dashboard.sends_chart')}
        </Text>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={sends}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            {CHANNELS.map((channel) => (
              <Bar
                key={channel}
                dataKey={channel}
                stackId="sends"
                name={t(`messaging.channels.${channel}`)}
                fill={CHANNEL_COLORS[channel]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Paper>
    </>
  );
}
