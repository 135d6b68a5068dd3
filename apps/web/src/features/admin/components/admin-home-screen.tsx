import { Alert, Button, Card, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { CHANNELS } from '@ulak/shared/messaging/channels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatCurrency } from '../../../lib/format';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAdminDashboard, useAdminProfile } from '../hooks/use-admin';
import { AdminDashboardCharts } from './admin-dashboard-charts';

const RANGES = ['7', '30', '90'] as const;

const SHORTCUTS = [
  { to: '/admin/accounts', key: 'admin_area.nav.accounts' },
  { to: '/admin/add-new-user', key: 'nav.add_new_user' },
  { to: '/admin/admins', key: 'nav.admins' },
  { to: '/admin/release-note', key: 'nav.release_notes' },
  { to: '/admin/actions', key: 'admin_area.nav.audit_log' },
];

// A day in the staff's calendar (Turkey), `back` days before today.
function istanbulDay(back: number): string {
  const day = new Date(Date.now() - back * 86_400_000);
  return day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
}

function Stat({ label, value, testId, hint }: { label: string; value: string; testId: string; hint?: string }) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

export function AdminHomeScreen() {
  const { t, i18n } = useTranslation();
  const profile = useAdminProfile();
  const [range, setRange] = useState<(typeof RANGES)[number]>('30');
  const from = istanbulDay(Number(range) - 1);
  const to = istanbulDay(0);
  const dashboard = useAdminDashboard(from, to);
  const data = dashboard.data;
  const number = (value: number) => formatCount(value, i18n.language);
  const newAccounts = data?.signups.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const sendTotals = CHANNELS.map((channel) => ({
    channel,
    count: data?.sends.filter((s) => s.channel === channel).reduce((sum, s) => sum + s.count, 0) ?? 0,
  }));
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.admin_home')}
        description={profile.data ? t('dashboard.welcome', { name: profile.data.name }) : undefined}
        actions={
          <SegmentedChoice
            aria-label={t('admin_area.dashboard.range')}
            value={range}
            onChange={(value) => setRange(value as (typeof RANGES)[number])}
            data={RANGES.map((days) => ({
              value: days,
              label: t('admin_area.dashboard.last_days', { count: Number(days) }),
            }))}
            data-testid="dashboard-range"
          />
        }
      />
      {dashboard.isError ? (
        <Alert color="red" title={t('admin_area.load_failed')}>
          <Button size="xs" variant="light" onClick={() => dashboard.refetch()}>
            {t('admin_area.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <LoadingScreen />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Stat
              testId="stat-accounts"
              label={t('admin_area.dashboard.accounts')}
              value={number(data.accounts.total)}
              hint={t('admin_area.dashboard.disabled_count', { count: data.accounts.disabled })}
            />
            <Stat
              testId="stat-new-accounts"
              label={t('admin_area.dashboard.new_accounts')}
              value={number(newAccounts)}
            />
            <Stat
              testId="stat-paid"
              label={t('admin_area.dashboard.paid_accounts')}
              value={number(data.accounts.paid)}
            />
            <Stat
              testId="stat-mrr"
              label={t('admin_area.dashboard.mrr')}
              value={
                data.mrr.amountMinor === null ? '—' : formatCurrency(data.mrr.amountMinor / 100, data.mrr.currency)
              }
              hint={data.mrr.amountMinor === null ? t('admin_area.dashboard.mrr_unpriced') : undefined}
            />
          </SimpleGrid>
          <AdminDashboardCharts data={data} from={from} to={to} />
          <Paper withBorder radius="md" p="md">
            <Table data-testid="sends-table">
              <Table.Caption>{t('admin_area.dashboard.sends_table')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin_area.dashboard.channel')}</Table.Th>
                  <Table.Th ta="right">{t('admin_area.dashboard.sent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sendTotals.map((row) => (
                  <Table.Tr key={row.channel}>
                    <Table.Td>{t(`messaging.channels.${row.channel}`)}</Table.Td>
                    <Table.Td ta="right">{number(row.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 5 }}>
        {SHORTCUTS.map((item) => (
          <Card key={item.to} withBorder radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t(item.key)}</Text>
              <Button
                component={Link}
                to={item.to}
                size="xs"
                variant="light"
                aria-label={`${t('common.open')}: ${t(item.key)}`}
              >
                {t('common.open')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
