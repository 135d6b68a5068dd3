import { Badge, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useTagSummary } from '../hooks/use-records';

// Every tag name in use, with how many members and devices carry it.
export function TagsScreen() {
  const { t } = useTranslation();
  const tags = useTagSummary();
  const rows = tags.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.tags')} description={t('tags.intro')} />
      {tags.isPending ? <LoadingScreen /> : null}
      {tags.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <Table striped highlightOnHover data-testid="tags-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tags.name')}</Table.Th>
              <Table.Th>{t('tags.type')}</Table.Th>
              <Table.Th ta="right">{t('tags.members')}</Table.Th>
              <Table.Th ta="right">{t('tags.devices')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((tag) => (
              <Table.Tr key={tag.name} data-testid="tag-row">
                <Table.Td fw={600}>{tag.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {t(`tags.types.${tag.type}`, { defaultValue: tag.type })}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{tag.members}</Table.Td>
                <Table.Td ta="right">{tag.devices}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
