import { Anchor, Group, Image, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatCurrency, formatDateTime } from '../../../../lib/format';
import { EmptyState } from '../../../common/components/empty-state';
import { LoadingScreen } from '../../../common/components/loading-screen';
import { EventsTable } from '../../../records/components/events-table';
import { OrdersTable } from '../../../records/components/orders-table';
import { PagedList } from '../../../records/components/paged-list';
import { useMemberCart, useMemberEvents, useMemberOrders } from '../../../records/hooks/use-member-records';
import { lineItems } from '../../../records/record-format';
import { safeHttpUrl } from '@ulak/shared/urls';

export function MemberOrdersTab({ memberId }: { memberId: number }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const orders = useMemberOrders(memberId, paging);
  return (
    <PagedList query={orders} {...paging} onPage={setPaging} emptyTitleKey="empty.nothing_to_show">
      {(rows) => <OrdersTable orders={rows} />}
    </PagedList>
  );
}

export function MemberEventsTab({ memberId }: { memberId: number }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const events = useMemberEvents(memberId, paging);
  return (
    <PagedList query={events} {...paging} onPage={setPaging} emptyTitleKey="empty.nothing_to_show">
      {(rows) => <EventsTable events={rows} />}
    </PagedList>
  );
}

// Shown when a product image cannot be loaded (a shop's CDN down, or a stale link).
const NO_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><rect width="36" height="36" fill="#e9ecef"/></svg>',
  );

export function MemberCartTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const cart = useMemberCart(memberId);
  if (cart.isPending) return <LoadingScreen />;
  if (!cart.data) return <EmptyState titleKey="empty.nothing_to_show" />;
  const money = (value: string | number | null) => formatCurrency(value, cart.data?.price_currency, currentLanguage());
  const items = lineItems(cart.data.items, cart.data.products);
  return (
    <Stack gap="md" data-testid="member-cart">
      <Paper withBorder radius="md" p="md">
        <Group gap="xl">
          <Text>
            {t('cart.total_count')}: <b>{cart.data.total_count}</b>
          </Text>
          <Text>
            {t('cart.total_price')}: <b>{money(cart.data.total_price)}</b>
          </Text>
          <Text c="dimmed" size="sm">
            {t('cart.updated_at')}: {formatDateTime(cart.data.updated_at)}
          </Text>
        </Group>
      </Paper>
      {items.length > 0 ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cart.product')}</Table.Th>
              <Table.Th ta="right">{t('cart.quantity')}</Table.Th>
              <Table.Th ta="right">{t('cart.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              // Shop-supplied links and images only when they are http(s).
              const url = safeHttpUrl(item.url);
              const image = safeHttpUrl(item.image);
              return (
                <Table.Tr key={item.key}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {image ? (
                        <Image src={image} fallbackSrc={NO_IMAGE} alt="" w={36} h={36} radius="sm" fit="cover" />
                      ) : null}
                      <div>
                        {url ? (
                          <Anchor href={url} target="_blank" rel="noreferrer" data-testid="cart-item-title">
                            {item.title}
                          </Anchor>
                        ) : (
                          <Text size="sm" data-testid="cart-item-title">
                            {item.title}
                          </Text>
                        )}
                        {item.code && item.code !== item.title ? (
                          <Text size="xs" c="dimmed" ff="monospace">
                            {item.code}
                          </Text>
                        ) : null}
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{money(item.price)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
