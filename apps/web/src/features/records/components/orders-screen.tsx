import { Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../common/components/page-header';
import { useOrders } from '../hooks/use-records';
import { isShortSearch, searchParam } from '../record-format';
import { CsvExportButton } from './csv-export-button';
import { OrdersNav } from './orders-nav';
import { OrdersTable } from './orders-table';
import { PagedList } from './paged-list';
import { SearchHint } from './search-hint';

export function OrdersScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [debounced] = useDebouncedValue({ search, status }, 300);
  const short = isShortSearch(debounced.search);
  const filters = { search: searchParam(debounced.search), status: debounced.status.trim() || undefined };
  const orders = useOrders({ ...paging, ...filters }, !short);
  const filter = (apply: () => void) => {
    apply();
    setPaging({ ...paging, page: 1 });
  };
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.orders')} actions={<CsvExportButton query={filters} fileName="orders.csv" />} />
      <OrdersNav current="all" />
      <Group gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('orders.search_placeholder')}
          aria-label={t('members.search')}
          value={search}
          onChange={(e) => filter(() => setSearch(e.currentTarget.value))}
          w={260}
          data-testid="orders-search"
        />
        <TextInput
          placeholder={t('orders.status')}
          aria-label={t('orders.status')}
          value={status}
          onChange={(e) => filter(() => setStatus(e.currentTarget.value))}
          w={180}
        />
      </Group>
      {short ? (
        <SearchHint />
      ) : (
        <PagedList query={orders} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
          {(rows) => <OrdersTable orders={rows} withMember />}
        </PagedList>
      )}
    </Stack>
  );
}
