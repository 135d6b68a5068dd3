import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount } from '../../../lib/paging';

// Total, page size and page buttons under a paged list.
export function ListPager({
  page,
  perPage,
  total,
  onChange,
}: {
  page: number;
  perPage: number;
  total: number;
  onChange: (next: { page: number; perPage: number }) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" data-testid="list-pager">
      <Text size="sm" c="dimmed" data-testid="list-total">
        {t('list.total', { count: total })}
      </Text>
      <Group gap="sm">
        <Select
          aria-label={t('list.page_size')}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('list.per_page', { count: size }) }))}
          value={String(perPage)}
          allowDeselect={false}
          w={130}
          onChange={(value) => onChange({ page: 1, perPage: Number(value ?? perPage) })}
        />
        <Pagination
          total={pageCount(total, perPage)}
          value={page}
          onChange={(next) => onChange({ page: next, perPage })}
          size="sm"
          getItemProps={(page) => ({ 'aria-label': t('a11y.page_number', { page }) })}
          getControlProps={(control) => ({ 'aria-label': t(`a11y.page_${control}`) })}
        />
      </Group>
    </Group>
  );
}
