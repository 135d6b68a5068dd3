import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A failed load with a retry (lists and reports of this feature).
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('automations.load_error')} data-testid="load-error">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t('automations.retry')}
      </Button>
    </Alert>
  );
}
