import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { QUOTA_CHANNELS } from '@ulak/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { usePackets, usePlans } from '../hooks/use-billing';
import { formatKurus } from './money';
import { PacketUsage } from './packet-usage';
import { formatCount } from '../../../lib/format';

const EXTRA_AMOUNTS: Record<string, number> = {
  email: 10_000,
  sms: 1_000,
  whatsapp: 1_000,
  webpush: 10_000,
  mobilepush: 10_000,
  email_verification: 1_000,
};

// /user/packet: the plans with a monthly/yearly toggle, the current plan, upgrade, and extra packets.
export function PacketScreen() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const packets = usePackets();
  const [period, setPeriod] = useState<'monthly' | 'yearly'>('monthly');
  const number = (n: number | null | undefined) =>
    n === null || n === undefined ? t('billing.unlimited') : formatCount(n, i18n.language);
  if (plans.isPending || packets.isPending) return <LoadingScreen />;
  if (plans.isError || packets.isError)
    return (
      <LoadError
        titleKey="billing.load_failed"
        onRetry={() => void Promise.all([plans.refetch(), packets.refetch()])}
      />
    );
  const current = packets.data.main;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.packets')}
        description={t('billing.current_plan', { name: current.planName })}
        actions={
          <SegmentedChoice
            aria-label={t('billing.period')}
            value={period}
            onChange={(v) => setPeriod(v === 'yearly' ? 'yearly' : 'monthly')}
            data={[
              { value: 'monthly', label: t('billing.monthly') },
              { value: 'yearly', label: t('billing.yearly') },
            ]}
          />
        }
      />
      <PacketUsage overview={packets.data} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        {plans.data
          .filter((p) => p.purchasable)
          .map((plan) => {
            const isCurrent = plan.code === current.planCode && !current.expired;
            const price = period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
            return (
              <Card key={plan.code} withBorder padding="md" data-testid={`plan-${plan.code}`}>
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Title order={2} fz="h4">
                      {plan.name}
                    </Title>
                    {isCurrent ? <Badge color="teal">{t('billing.current')}</Badge> : null}
                  </Group>
                  <Text fw={700} fz="xl">
                    {formatKurus(price, i18n.language)}
                    <Text span size="sm" c="dimmed">
                      {' '}
                      / {t(period === 'yearly' ? 'billing.per_year' : 'billing.per_month')} {t('billing.plus_kdv')}
                    </Text>
                  </Text>
                  <List size="sm" spacing={2}>
                    {QUOTA_CHANNELS.map((c) => (
                      <List.Item key={c}>
                        {t(`billing.channels.${c}`)}: {number(plan.quotas[c])}
                      </List.Item>
                    ))}
                    <List.Item>
                      {t('billing.members')}: {number(plan.memberLimit)}
                    </List.Item>
                    <List.Item>
                      {t('billing.devices')}: {number(plan.deviceLimit)}
                    </List.Item>
                    {plan.features.map((f) => (
                      <List.Item key={f}>{t(`billing.features.${f}`)}</List.Item>
                    ))}
                  </List>
                  {plan.code === 'free' || isCurrent ? null : (
                    <Button
                      component={Link}
                      to={`/user/payment/main/${plan.code}-${period}`}
                      data-testid={`buy-${plan.code}`}
                    >
                      {t('billing.upgrade')}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
      </SimpleGrid>
      <Title order={2} fz="h3">
        {t('billing.extra_packets')}
      </Title>
      <Text c="dimmed">{t('billing.extra_intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {QUOTA_CHANNELS.map((c) => (
          <Card key={c} withBorder padding="sm">
            <Group justify="space-between">
              <Text fw={600}>
                {t(`billing.channels.${c}`)} +{number(EXTRA_AMOUNTS[c] ?? 1000)}
              </Text>
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={`/user/payment/extra/${c}-${EXTRA_AMOUNTS[c] ?? 1000}`}
              >
                {t('billing.buy')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
