import { Group, Stack, Text } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { PageHeader } from '../../common/components/page-header';
import { useOrders } from '../hooks/use-records';
import { CsvExportButton } from './csv-export-button';
import { OrdersNav } from './orders-nav';
import { OrdersTable } from './orders-table';
import { PagedList } from './paged-list';

// Orders older than the cutoff: by default six months, the span a merchant still follows up
// (returns, satisfaction); the cutoff and a date range can be changed.
const OLD_ORDERS_DAYS = 180;
const ISO = 'YYYY-MM-DD';

export function OldOrdersScreen() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const [cutoff, setCutoff] = useState<string>(() => dayjs().subtract(OLD_ORDERS_DAYS, 'day').format(ISO));
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const filters = {
    before: cutoff,
    dateFrom: range[0] ?? undefined,
    dateTo: range[1] ?? undefined,
  };
  const orders = useOrders({ ...paging, ...filters }, true);
  const firstPage = () => setPaging({ ...paging, page: 1 });
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.old_orders')}
        actions={<CsvExportButton query={filters} fileName="old-orders.csv" />}
      />
      <OrdersNav current="old" />
      <Text c="dimmed" data-testid="old-orders-cutoff">
        {t('records.old_orders_cutoff', { date: formatDate(cutoff) })}
      </Text>
      <Group gap="sm" align="flex-end">
        <DateInput
          label={t('records.cutoff')}
          value={cutoff}
          valueFormat="DD-MM-YYYY"
          maxDate={dayjs().add(1, 'day').format(ISO)}
          onChange={(value) => {
            if (value) setCutoff(dayjs(value).format(ISO));
            firstPage();
          }}
          w={180}
          data-testid="old-orders-cutoff-input"
        />
        <DatePickerInput
          type="range"
          label={t('records.date_range')}
          placeholder={t('records.date_range')}
          value={range}
          valueFormat="DD-MM-YYYY"
          clearable
          onChange={(value) => {
            setRange([value[0] ? dayjs(value[0]).format(ISO) : null, value[1] ? dayjs(value[1]).format(ISO) : null]);
            firstPage();
          }}
          w={260}
        />
      </Group>
      <PagedList query={orders} page={paging.page} perPage={paging.perPage} onPage={setPaging}>
        {(rows) => <OrdersTable orders={rows} withMember />}
      </PagedList>
    </Stack>
  );
}
