import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FEATURE_CODES, QUOTA_CHANNELS } from '@ulak/shared/billing';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { LoadingScreen } from '../../common/components/loading-screen';
import { usePackets } from '../hooks/use-billing';
import { FeatureTrialPrompt } from './trial-prompt';
import { UsageBar } from './usage-bar';

const known = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

// /iframe/packet-not-found?channel=sms or ?feature=automations (embedded, empty layout): what the
// package lacks, what the account has now, and the way out: buy a packet or start the 15-day trial.
export function PacketNotFoundScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const channel = known(QUOTA_CHANNELS, params.get('channel'));
  const feature = known(FEATURE_CODES, params.get('feature'));
  const packets = usePackets();
  const missing = feature
    ? t('billing.not_found.feature', { feature: t(`billing.features.${feature}`) })
    : channel
      ? t('billing.not_found.channel', { channel: t(`billing.channels.${channel}`) })
      : t('empty.packet_purchase');
  const usage = channel ? packets.data?.channels.find((c) => c.channel === channel) : undefined;
  return (
    <Stack gap="md" maw={640} mx="auto" data-testid="packet-not-found">
      <Group gap="sm">
        <IconPackageOff size={28} aria-hidden />
        <Title order={1} fz="h3" data-testid="page-title">
          {t('pages.packet_not_found')}
        </Title>
      </Group>
      <Alert color="orange" data-testid="packet-missing">
        {missing}
      </Alert>
      {packets.isPending ? (
        <LoadingScreen />
      ) : packets.isError ? (
        <Text size="sm" c="dimmed" data-testid="packet-current-unknown">
          {t('billing.not_found.current_unknown')}
        </Text>
      ) : (
        <Card withBorder data-testid="packet-current">
          <Stack gap="sm">
            <Text fw={600}>{t('billing.current_plan', { name: packets.data.main.planName })}</Text>
            <Text size="sm" c="dimmed">
              {packets.data.main.expired
                ? t('billing.expired', { name: packets.data.main.planName })
                : packets.data.main.endsAt
                  ? t('billing.valid_until', { date: formatDate(packets.data.main.endsAt) })
                  : t('billing.no_end')}
            </Text>
            {usage ? (
              <UsageBar
                label={t(`billing.channels.${usage.channel}`)}
                used={usage.used}
                limit={usage.limit}
                testId={`usage-${usage.channel}`}
              />
            ) : null}
            <Text size="sm">
              {packets.data.features.length === 0
                ? t('billing.not_found.no_features')
                : t('billing.not_found.features', {
                    features: packets.data.features.map((f) => t(`billing.features.${f}`)).join(', '),
                  })}
            </Text>
          </Stack>
        </Card>
      )}
      {feature && packets.data ? <FeatureTrialPrompt feature={feature} /> : null}
      <Group>
        <Button component="a" href="/user/packet" target="_top" data-testid="packet-buy">
          {t('billing.buy_packet')}
        </Button>
      </Group>
    </Stack>
  );
}
