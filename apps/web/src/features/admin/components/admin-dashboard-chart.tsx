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

export type TAdminChartKind = 'signups' | 'sends';

// One chart of the admin dashboard; its own module (recharts), loaded through the chart slot.
export function AdminDashboardChart({
  kind,
  data,
  from,
  to,
  height,
}: {
  kind: TAdminChartKind;
  data: TAdminDashboard;
  from: string;
  to: string;
  height: number;
}) {
  const { t } = useTranslation();
  const days = daysOf(from, to);
  if (kind === 'signups') {
    const signups = days.map((day) => ({
      day: day.slice(5),
      count: data.signups.find((s) => s.day === day)?.count ?? 0,
    }));
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={signups}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Bar dataKey="count" name={t('admin_area.dashboard.new_accounts')} fill="#1c7ed6" />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  const sends = days.map((day) => {
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const channel of CHANNELS)
      row[channel] = data.sends.find((s) => s.day === day && s.channel === channel)?.count ?? 0;
    return row;
  });
  return (
    <ResponsiveContainer width="100%" height={height}>
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
  );
}
