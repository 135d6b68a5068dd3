import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A failed read with a way to try again.
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" data-testid="query-error">
      <Group justify="space-between">
        <Text size="sm">{t('dialog.system_error')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('platforms.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
