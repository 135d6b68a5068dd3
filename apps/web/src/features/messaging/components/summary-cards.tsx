import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatCount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

export type TSummaryCard = { key: string; label: string; value: number | undefined; note?: string | null };

// One card per total; a skeleton while the summary loads.
export function SummaryCards({ cards, testId }: { cards: TSummaryCard[]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5, xl: cards.length }} data-testid={testId}>
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed">
            {card.label}
          </Text>
          {card.value === undefined ? (
            <Skeleton height={28} mt={4} />
          ) : (
            <Text fz={24} fw={700} data-testid={`${testId}-${card.key}`}>
              {formatCount(card.value, currentLanguage())}
            </Text>
          )}
          {card.note ? (
            <Text size="xs" c="dimmed" data-testid={`${testId}-${card.key}-note`}>
              {card.note}
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
