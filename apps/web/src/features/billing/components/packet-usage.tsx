import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { TPacketOverview } from '@ulak/shared/billing-api';
import { UsageBar } from './usage-bar';

// The period's usage bars per channel, the member and device limits and the extra packets
// (the merchant's my packets screen and the admin's user packets screen).
export function PacketUsage({ overview }: { overview: TPacketOverview }) {
  const { t } = useTranslation();
  const { channels, members, devices, extras } = overview;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('billing.usage')} ({formatDate(overview.period.start)} – {formatDate(overview.period.end)})
          </Title>
          {channels.map((c) => (
            <UsageBar
              key={c.channel}
              label={t(`billing.channels.${c.channel}`)}
              used={c.used}
              limit={c.limit}
              testId={`usage-${c.channel}`}
            />
          ))}
        </Stack>
      </Card>
      <Stack gap="lg">
        <Card withBorder>
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t('billing.limits')}
            </Title>
            <UsageBar label={t('billing.members')} used={members.used} limit={members.limit} testId="usage-members" />
            <UsageBar label={t('billing.devices')} used={devices.used} limit={devices.limit} testId="usage-devices" />
          </Stack>
        </Card>
        <Card withBorder data-testid="extra-packets">
          <Title order={2} fz="h4" mb="sm">
            {t('billing.extra_packets')}
          </Title>
          {extras.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('billing.no_extras')}
            </Text>
          ) : (
            extras.map((p) => (
              <Text key={p.id} size="sm">
                {Object.entries(p.quotas)
                  .map(([c, n]) => `${t(`billing.channels.${c}`)} +${n ?? '∞'}`)
                  .join(', ')}{' '}
                · {t('billing.valid_until', { date: formatDate(p.endsAt) })}
              </Text>
            ))
          )}
        </Card>
      </Stack>
    </SimpleGrid>
  );
}

// The main packet: its name (after an optional prefix), until when it runs, expired or not; `children`
// sit on its right (the auto-payment switch, the features).
export function MainPacketCard({
  main,
  prefix,
  children,
}: {
  main: TPacketOverview['main'];
  prefix?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="main-packet">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {prefix ? `${prefix} · ` : ''}
            {main.planName}
          </Title>
          <Text size="sm" c="dimmed">
            {main.endsAt
              ? t('billing.valid_until', { date: formatDate(main.graceUntil ?? main.endsAt) })
              : t('billing.no_end')}
          </Text>
          {main.expired ? <Badge color="red">{t('billing.expired', { name: main.planName })}</Badge> : null}
        </Stack>
        {children}
      </Group>
    </Card>
  );
}
