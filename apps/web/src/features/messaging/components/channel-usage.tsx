import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TChannel } from '@ulak/shared/messaging/channels';
import { useChannelUsage } from '../hooks/use-messaging';
import { formatCount } from '../../../lib/format';

// Messages of this channel counted against the package this month.
export function ChannelUsage({ channel }: { channel: TChannel }) {
  const { t, i18n } = useTranslation();
  const usage = useChannelUsage();
  if (usage.isPending) return <Skeleton h={42} />;
  if (usage.isError) return null;
  const used = usage.data.find((u) => u.channel === channel)?.used ?? 0;
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="channel-usage">
      <Group gap="xs">
        <IconGauge size={18} />
        <Text size="sm">
          {t('messaging.usage_this_month', {
            channel: t(`messaging.channels.${channel}`),
            used: formatCount(used, i18n.language),
          })}
        </Text>
      </Group>
    </Paper>
  );
}
