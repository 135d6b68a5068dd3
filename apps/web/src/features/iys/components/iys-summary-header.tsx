import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IYS_CHANNELS, type TIysLogFigures } from '@ulak/shared/iys';
import { useTranslation } from 'react-i18next';
import { formatDateTimeShort } from '../../../lib/format';
import { useIysSummary } from '../hooks/use-iys';
import { IysBadge } from './iys-badge';

function Figures({ title, figures, testId }: { title: string; figures: TIysLogFigures; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <Text size="sm">
        {t('iys.last')}: {formatDateTimeShort(figures.last)}
      </Text>
      <Text size="sm">
        {t('iys.total')}: <span data-testid={`${testId}-total`}>{figures.total}</span>
      </Text>
      <Text size="sm">
        {t('iys.last_24h')}: <span data-testid={`${testId}-24h`}>{figures.last24h}</span>
      </Text>
    </Paper>
  );
}

// The summary header of the IYS screens (SPEC §2): integration status, change-log and transfer-log
// figures, the queue (completed or continuing, with a warning near the 3 business day limit) and the
// package usage per channel.
export function IysSummaryHeader() {
  const { t } = useTranslation();
  const summary = useIysSummary();
  const data = summary.data;
  if (!data) return null;
  const { integration, packet } = data;
  const status = !integration.configured
    ? t('iys.not_configured')
    : integration.active
      ? t('iys.integration_active')
      : t('iys.integration_passive');
  return (
    <Stack gap="sm" data-testid="iys-summary">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Paper withBorder p="sm" radius="md">
          <Text fw={600} size="sm" mb={4}>
            {t('iys.integration')}
          </Text>
          <Group gap="xs">
            <IysBadge tone={integration.active ? 'ok' : 'neutral'} testId="iys-integration">
              {status}
            </IysBadge>
            {integration.configured ? (
              <IysBadge tone={integration.connectionState === 'valid' ? 'ok' : 'bad'}>
                {t(`iys.state.${integration.connectionState}`)}
              </IysBadge>
            ) : null}
          </Group>
          <Text size="sm" mt={6}>
            {t('iys.queue')}: <span data-testid="iys-queue">{t(`iys.queue_state.${data.queue}`)}</span>
          </Text>
          {data.pending > 0 ? (
            <Text size="xs" c="dimmed">
              {t('iys.pending', { count: data.pending })}
            </Text>
          ) : null}
        </Paper>
        <Figures title={t('iys.change_logs')} figures={data.changeLogs} testId="iys-change-figures" />
        <Figures title={t('iys.transfer_logs')} figures={data.transferLogs} testId="iys-transfer-figures" />
        <Paper withBorder p="sm" radius="md" data-testid="iys-packet">
          <Text fw={600} size="sm" mb={4}>
            {t('iys.packet')}: {packet.name}
          </Text>
          <Text size="sm">
            {packet.countLimit === null
              ? t('iys.packet_unlimited', { usage: packet.usage })
              : t('iys.packet_limit', { usage: packet.usage, limit: packet.countLimit })}
          </Text>
          {IYS_CHANNELS.map((channel) => (
            <Text size="sm" key={channel}>
              {t(`iys.channels.${channel}`)}:{' '}
              <span data-testid={`iys-usage-${channel}`}>{packet.perChannel[channel]}</span>
            </Text>
          ))}
        </Paper>
      </SimpleGrid>
      {data.nearDeadline > 0 ? (
        <Alert color="orange" data-testid="iys-near-deadline">
          {t('iys.near_deadline', { count: data.nearDeadline })}
        </Alert>
      ) : null}
    </Stack>
  );
}
