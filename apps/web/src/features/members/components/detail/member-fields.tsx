import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type TFieldRow = { label: string; value: ReactNode; testId?: string };

// A read-only grid of label / value pairs.
export function MemberFields({ rows }: { rows: TFieldRow[] }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {rows.map((row) => (
          <Stack key={row.label} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {row.label}
            </Text>
            <Text data-testid={row.testId} style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {row.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
