import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { EmptyState } from './empty-state';
import { LoadingScreen } from './loading-screen';
import { PageHeader } from './page-header';

type TRecordQuery = { isPending: boolean; error: unknown };

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

// What every detail screen shows until its own record is there: loading, then either the one not-found
// (a bad or foreign id; its fetch is `ownRecord`, so no error dialog comes with it) or a failure, whose
// dialog the API client already showed.
export function RecordState({ query, title, listPath }: { query: TRecordQuery; title: string; listPath?: string }) {
  if (query.isPending) return <LoadingScreen />;
  return <RecordMissing title={title} listPath={listPath} failed={!isNotFound(query.error)} />;
}

// The not-found itself, also for an address that names no record before anything is fetched (a bad code).
export function RecordMissing({
  title,
  listPath,
  failed = false,
}: {
  title: string;
  listPath?: string;
  failed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid={failed ? 'record-failed' : 'record-not-found'}>
      <PageHeader title={title} />
      <EmptyState
        titleKey={failed ? 'dialog.error_title' : 'empty.record_not_found'}
        descriptionKey={failed ? 'dialog.system_error' : 'empty.record_not_found_hint'}
        action={
          listPath ? (
            <Anchor component={Link} to={listPath} data-testid="record-back">
              {t('empty.back_to_list')}
            </Anchor>
          ) : null
        }
      />
    </Stack>
  );
}
