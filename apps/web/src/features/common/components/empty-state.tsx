import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmptyState({
  titleKey = 'empty.records_not_found',
  descriptionKey = 'empty.no_suitable_record',
  action,
}: {
  titleKey?: string;
  descriptionKey?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconDatabaseOff size={26} />
        </ThemeIcon>
        <Text fw={600}>{t(titleKey)}</Text>
        <Text c="dimmed" ta="center" size="sm">
          {t(descriptionKey)}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
