import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// All orders and old orders are two views of one list.
export function OrdersNav({ current }: { current: 'all' | 'old' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(view) => void navigate(view === 'old' ? '/user/old-orders' : '/user/all-orders')}>
      <Tabs.List>
        <Tabs.Tab value="all" data-testid="orders-tab-all">
          {t('pages.orders')}
        </Tabs.Tab>
        <Tabs.Tab value="old" data-testid="orders-tab-old">
          {t('pages.old_orders')}
        </Tabs.Tab>
      </Tabs.List>
      {/* Filters of the one list below: empty panels give each tab's aria-controls its target. */}
      <Tabs.Panel value="all">{null}</Tabs.Panel>
      <Tabs.Panel value="old">{null}</Tabs.Panel>
    </Tabs>
  );
}
