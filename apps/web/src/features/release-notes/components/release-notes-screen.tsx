import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useMarkReleaseNotesRead, useReleaseNotes } from '../hooks';

// The merchant's release notes, newest first. Opening the page marks the notes it shows as read;
// they keep their "new" badge until the page is opened again.
export function ReleaseNotesScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const notes = useReleaseNotes(paging.page, paging.perPage);
  const markRead = useMarkReleaseNotesRead();
  const unreadIds = (notes.data?.data ?? []).filter((n) => !n.read).map((n) => n.id);
  const unreadKey = unreadIds.join(',');
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadKey) mutate(unreadKey.split(',').map(Number));
  }, [unreadKey, mutate]);

  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('pages.release_notes')} description={t('release_notes.description')} />
      {notes.isError ? (
        <Alert color="red" title={t('release_notes.load_failed')}>
          <Button size="xs" variant="light" onClick={() => notes.refetch()}>
            {t('release_notes.retry')}
          </Button>
        </Alert>
      ) : notes.isPending ? (
        <LoadingScreen />
      ) : !notes.data.data.length ? (
        <EmptyState titleKey="release_notes.empty" descriptionKey="release_notes.empty_description" />
      ) : (
        notes.data.data.map((note) => (
          <Paper key={note.id} withBorder radius="md" p="md" data-testid={`release-note-${note.id}`}>
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Group gap="xs">
                <Title order={2} fz="h4">
                  {note.title[lang]}
                </Title>
                {!note.read ? (
                  <Badge color="red" data-testid="release-note-new">
                    {t('release_notes.new')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {t('release_notes.version', { version: note.version })} · {formatDate(note.release_date)}
              </Text>
            </Group>
            <TypographyStylesProvider>
              <Text style={{ whiteSpace: 'pre-line' }}>{note.body[lang]}</Text>
            </TypographyStylesProvider>
          </Paper>
        ))
      )}
      {notes.data && notes.data.meta.total > paging.perPage ? (
        <ListPager page={paging.page} perPage={paging.perPage} total={notes.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
