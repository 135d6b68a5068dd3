import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, TextInput, Textarea } from '@mantine/core';
import { ZReleaseNoteInput, type TReleaseNote, type TReleaseNoteInput } from '@ulak/shared/admin-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatDate, formatText } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { FormAlert } from '../../common/components/form-alert';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { RowActions, useRowActionLabels } from '../../common/components/row-actions';
import {
  useAdminReleaseNotes,
  useDeleteReleaseNote,
  usePublishReleaseNote,
  useSaveReleaseNote,
} from '../hooks/use-admin';

type TEditing = { id: number | null; draft: TReleaseNoteInput };
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const blank = (): TReleaseNoteInput => ({
  version: '',
  releaseDate: today(),
  title: { tr: '', en: '' },
  body: { tr: '', en: '' },
});

function ReleaseNoteModal({ editing, onClose }: { editing: TEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReleaseNote();
  const form = useSchemaForm({ schema: ZReleaseNoteInput, initialValues: editing?.draft ?? blank() });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.onSubmit((input) =>
    save.mutate(
      { id: editing?.id ?? null, input },
      {
        onSuccess: () => {
          showToast(t('messages.settings_saved'), 'success');
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    ),
  );

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="xl"
      title={editing?.id ? t('admin_area.release_notes.edit') : t('admin_area.release_notes.create')}
    >
      <form onSubmit={onSubmit} noValidate data-testid="release-note-form">
        <Stack gap="sm">
          <FormAlert message={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin_area.release_notes.version')}
              placeholder="2.4.0"
              required
              {...form.getInputProps('version')}
            />
            <TextInput
              label={t('admin_area.release_notes.date')}
              type="date"
              required
              {...form.getInputProps('releaseDate')}
            />
            {(['tr', 'en'] as const).map((lang) => (
              <TextInput
                key={`title-${lang}`}
                label={t(`admin_area.release_notes.title_${lang}`)}
                required
                {...form.getInputProps(`title.${lang}`)}
              />
            ))}
            {(['tr', 'en'] as const).map((lang) => (
              <Textarea
                key={`body-${lang}`}
                label={t(`admin_area.release_notes.body_${lang}`)}
                required
                autosize
                minRows={5}
                {...form.getInputProps(`body.${lang}`)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="release-note-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ReleaseNotesAdminScreen() {
  const { t, i18n } = useTranslation();
  const actionLabels = useRowActionLabels();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [editing, setEditing] = useState<TEditing | null>(null);
  const notes = useAdminReleaseNotes(paging.page, paging.perPage);
  const publish = usePublishReleaseNote();
  const remove = useDeleteReleaseNote();
  const rows = notes.data?.data ?? [];

  const edit = (note: TReleaseNote) =>
    setEditing({
      id: note.id,
      draft: { version: note.version, releaseDate: note.release_date, title: note.title, body: note.body },
    });
  const togglePublished = (note: TReleaseNote) =>
    publish.mutate(
      { id: note.id, published: note.published_at === null },
      {
        onSuccess: () =>
          showToast(
            t(
              note.published_at === null
                ? 'admin_area.release_notes.published_done'
                : 'admin_area.release_notes.unpublished_done',
            ),
            'success',
          ),
      },
    );
  const onDelete = async (note: TReleaseNote) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(note.id);
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.release_notes')}
        description={t('admin_area.release_notes.description')}
        actions={
          <Button onClick={() => setEditing({ id: null, draft: blank() })} data-testid="release-note-new">
            {t('admin_area.release_notes.create')}
          </Button>
        }
      />
      {editing ? (
        <ReleaseNoteModal key={editing.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />
      ) : null}
      {notes.isPending ? (
        <LoadingScreen />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped withTableBorder data-testid="release-notes-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_area.release_notes.version')}</Table.Th>
                <Table.Th>{t('admin_area.release_notes.date')}</Table.Th>
                <Table.Th>{t('admin_area.release_notes.title')}</Table.Th>
                <Table.Th>{t('admin_area.col_status')}</Table.Th>
                <Table.Th>{t('admin_area.col_actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((note) => (
                <Table.Tr key={note.id} data-testid={`release-note-row-${note.id}`}>
                  <Table.Td>{formatText(note.version)}</Table.Td>
                  <Table.Td>{formatDate(note.release_date)}</Table.Td>
                  <Table.Td>{formatText(note.title[lang])}</Table.Td>
                  <Table.Td>
                    {note.published_at ? (
                      <Badge color="green">{t('admin_area.release_notes.published')}</Badge>
                    ) : (
                      <Badge color="gray">{t('admin_area.release_notes.draft')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => togglePublished(note)}>
                        {note.published_at
                          ? t('admin_area.release_notes.unpublish')
                          : t('admin_area.release_notes.publish')}
                      </Button>
                      <RowActions labels={actionLabels} onEdit={() => edit(note)} onDelete={() => onDelete(note)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {notes.data ? (
        <ListPager page={paging.page} perPage={paging.perPage} total={notes.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
