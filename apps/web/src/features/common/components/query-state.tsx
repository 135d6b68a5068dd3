import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { LoadingScreen } from './loading-screen';

// A read that failed (after its retries), with a way to try again.
export function LoadError({
  onRetry,
  titleKey = 'query_state.load_failed',
}: {
  onRetry: () => void;
  titleKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="load-error">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t(titleKey)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} data-testid="load-retry">
          {t('query_state.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

type TQuery<T> = { data?: T; isPending: boolean; isError: boolean; refetch: () => unknown };

// The one loading / error-with-retry / empty state of a list or a detail; children get the loaded data.
export function QueryState<T>({
  query,
  isEmpty,
  emptyTitleKey,
  emptyDescriptionKey,
  errorTitleKey,
  loading,
  children,
}: {
  query: TQuery<T>;
  isEmpty?: (data: T) => boolean;
  emptyTitleKey?: string;
  emptyDescriptionKey?: string;
  errorTitleKey?: string;
  // A lighter placeholder than the full loader (a skeleton inside a card).
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  // Data kept from before (a refetch that failed, a previous page) stays on screen.
  if (query.data === undefined) {
    if (query.isError) return <LoadError titleKey={errorTitleKey} onRetry={() => void query.refetch()} />;
    if (query.isPending) return <>{loading ?? <LoadingScreen />}</>;
    return null;
  }
  if (isEmpty?.(query.data)) return <EmptyState titleKey={emptyTitleKey} descriptionKey={emptyDescriptionKey} />;
  return <>{children(query.data)}</>;
}
