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
  const { t } = useTranslation();
  if (query.isPending) return <LoadingScreen />;
  const notFound = isNotFound(query.error);
  return (
    <Stack gap="md" data-testid={notFound ? 'record-not-found' : 'record-failed'}>
      <PageHeader title={title} />
      <EmptyState
        titleKey={notFound ? 'empty.record_not_found' : 'dialog.error_title'}
        descriptionKey={notFound ? 'empty.record_not_found_hint' : 'dialog.system_error'}
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
