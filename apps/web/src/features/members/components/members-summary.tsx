import { Box, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMemberSummary } from '../hooks/use-member-summary';
import { sourceChartData } from '../member-summary';
import { MembersSourceDonut } from './members-source-donut';
import { formatCount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

const DONUT_SIZE = 110;

// Total, active, passive and blocked members, and where they came from.
export function MembersSummary() {
  const { t } = useTranslation();
  const { statuses, sources } = useMemberSummary();
  const chart = sourceChartData(sources, (key) => t(`members.sources.${key}`));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="members-summary">
      <SimpleGrid cols={{ base: 2, sm: 4, md: 2 }}>
        {statuses.map((item) => (
          <Card key={item.key} withBorder radius="md" padding="sm">
            <Text size="xs" c="dimmed">
              {item.key === 'total' ? t('members.summary_total') : t(`members.statuses.${item.key}`)}
            </Text>
            {/* The skeleton is the figure's own line, so the card keeps its height when the figure arrives (CLS). */}
            <Skeleton visible={item.total === undefined}>
              <Text fz={24} fw={700} data-testid={item.total === undefined ? undefined : `summary-${item.key}`}>
                {item.total === undefined ? '\u00a0' : formatCount(item.total, currentLanguage())}
              </Text>
            </Skeleton>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="sm">
        <Text size="xs" c="dimmed" mb={4}>
          {t('members.summary_by_source')}
        </Text>
        {/* While the counts load, a placeholder as tall as the donut holds the place of the chart and its list. */}
        {sources.some((item) => item.total === undefined) ? (
          <Skeleton height={DONUT_SIZE} circle data-testid="members-sources-loading" />
        ) : chart.length === 0 ? (
          <Text c="dimmed">{t('empty.nothing_to_show')}</Text>
        ) : (
          <Group wrap="nowrap" gap="md">
            {/* The list beside it is the chart's text alternative: the drawing itself is hidden from screen readers. */}
            <Box aria-hidden w={DONUT_SIZE} style={{ flexShrink: 0 }}>
              <MembersSourceDonut data={chart} size={DONUT_SIZE} />
            </Box>
            <Stack gap={2} data-testid="members-sources">
              {chart.map((item) => (
                <Text key={item.name} size="sm">
                  {item.name}: <b>{formatCount(item.value, currentLanguage())}</b>
                </Text>
              ))}
            </Stack>
          </Group>
        )}
      </Card>
    </SimpleGrid>
  );
}
