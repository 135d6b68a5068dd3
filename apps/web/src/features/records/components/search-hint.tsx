import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// SPEC §5: under two letters the list is not queried.
export function SearchHint() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="search-hint">
      {t('validation.search_min')}
    </Alert>
  );
}
