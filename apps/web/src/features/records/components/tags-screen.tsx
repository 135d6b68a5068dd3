import { Badge, Group, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatText } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { PageHeader } from '../../common/components/page-header';
import { RowActions, useRowActionLabels } from '../../common/components/row-actions';
import { useDeleteTag, useTagList } from '../hooks/use-tags';
import { isShortSearch, searchParam } from '../record-format';
import type { TTagSummary } from '../types';
import { PagedList } from './paged-list';
import { SearchHint } from './search-hint';
import { TagBulkPanel } from './tag-bulk-panel';
import { TagRenameModal } from './tag-rename-modal';

function TagsTable({ tags, onRename }: { tags: TTagSummary[]; onRename: (name: string) => void }) {
  const { t } = useTranslation();
  const actionLabels = useRowActionLabels();
  const remove = useDeleteTag();
  const onDelete = async (name: string) => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(name, { onSuccess: () => showToast(t('records.tag_deleted'), 'success') });
  };
  return (
    <Table striped highlightOnHover data-testid="tags-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tags.name')}</Table.Th>
          <Table.Th>{t('tags.type')}</Table.Th>
          <Table.Th>{t('tags.value')}</Table.Th>
          <Table.Th ta="right">{t('tags.members')}</Table.Th>
          <Table.Th ta="right">{t('tags.devices')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          <Table.Tr key={tag.name} data-testid="tag-row">
            <Table.Td fw={600}>{tag.name}</Table.Td>
            <Table.Td>
              <Badge variant="light" tt="none">
                {t(`tags.types.${tag.type}`, { defaultValue: tag.type })}
              </Badge>
            </Table.Td>
            <Table.Td>
              {tag.value_count > 1 ? t('records.tag_values', { count: tag.value_count }) : formatText(tag.value)}
            </Table.Td>
            <Table.Td ta="right">{tag.members}</Table.Td>
            <Table.Td ta="right">{tag.devices}</Table.Td>
            <Table.Td>
              <RowActions
                labels={actionLabels}
                onEdit={() => onRename(tag.name)}
                onDelete={() => void onDelete(tag.name)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

// Every tag name in use on members and devices, with rename, delete and a bulk tagger.
export function TagsScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [search, setSearch] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const short = isShortSearch(debounced);
  const tags = useTagList({ ...paging, search: searchParam(debounced) }, !short);
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.tags')} description={t('tags.intro')} />
      <Group>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('tags.name')}
          aria-label={t('members.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPaging({ ...paging, page: 1 });
          }}
          w={260}
          data-testid="tags-search"
        />
      </Group>
      {short ? (
        <SearchHint />
      ) : (
        <PagedList query={tags} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
          {(rows) => <TagsTable tags={rows} onRename={setRenaming} />}
        </PagedList>
      )}
      <TagBulkPanel />
      {renaming ? <TagRenameModal name={renaming} onClose={() => setRenaming(null)} /> : null}
    </Stack>
  );
}
