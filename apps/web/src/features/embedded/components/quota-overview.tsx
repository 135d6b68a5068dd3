import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChannel } from '@ulak/shared/messaging/channels';
import { apiErrorText } from '../../../lib/api/error-text';
import { useQuotaUsage } from '../hooks/use-embedded';
import type { TSendLinks } from '../quick-send';
import { formatCount } from '../../../lib/format';

// Each channel's messages this month against its package quota; `sendPath` adds a send link per channel.
export function QuotaOverview({ links, sendPath }: { links: TSendLinks; sendPath?: (channel: TChannel) => string }) {
  const { t, i18n } = useTranslation();
  const usage = useQuotaUsage();
  const number = (value: number) => formatCount(value, i18n.language);
  if (usage.isError) return <Alert color="red">{apiErrorText(usage.error, t)}</Alert>;
  if (usage.isPending) return <Skeleton h={96} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} data-testid="quota-overview">
      {usage.data.map((row) => {
        const channel = row.channel as TChannel;
        const purchased = row.quota !== 0;
        return (
          <Card key={channel} withBorder radius="md" padding="sm" data-testid={`quota-${channel}`}>
            <Group justify="space-between" gap={4}>
              <Text fw={600}>{t(`messaging.channels.${channel}`)}</Text>
              <Badge color={purchased ? 'teal' : 'gray'} variant="light">
                {purchased ? t('embedded.quota.available') : t('embedded.quota.not_purchased')}
              </Badge>
            </Group>
            <Text size="sm" mt={4} data-testid={`quota-${channel}-used`}>
              {row.quota === null
                ? t('embedded.quota.used_unlimited', { used: number(row.used) })
                : t('embedded.quota.used_of', { used: number(row.used), quota: number(row.quota) })}
            </Text>
            <Group gap="sm" mt={4}>
              {purchased && sendPath ? (
                <Anchor component={Link} to={sendPath(channel)} size="sm" data-testid={`quota-${channel}-send`}>
                  {t('embedded.quota.send')}
                </Anchor>
              ) : null}
              <Anchor component={Link} to={purchased ? links.settings(channel) : links.packet} size="sm">
                {purchased ? t('embedded.quota.settings') : t('embedded.quota.buy')}
              </Anchor>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
