import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatCurrency, formatDateTimeShort, formatText } from '../../../lib/format';
import { safeHttpUrl } from '@ulak/shared/urls';
import type { TOrder } from '../types';

export function OrdersTable({ orders, withMember = false }: { orders: TOrder[]; withMember?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover style={{ whiteSpace: 'nowrap' }} data-testid="orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.code')}</Table.Th>
            <Table.Th>{t('orders.status')}</Table.Th>
            <Table.Th ta="right">{t('orders.total_count')}</Table.Th>
            <Table.Th ta="right">{t('orders.total_price')}</Table.Th>
            <Table.Th>{t('orders.date')}</Table.Th>
            <Table.Th>{t('orders.tracking')}</Table.Th>
            <Table.Th>{t('order_links.satisfaction')}</Table.Th>
            {withMember ? <Table.Th>{t('orders.member')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            // Stored links are shown as links only when they are http(s).
            const trackingUrl = safeHttpUrl(order.tracking_url);
            const surveyUrl = safeHttpUrl(order.satisfaction_url);
            return (
              <Table.Tr key={order.id} data-testid="order-row">
                <Table.Td fw={600}>{order.order_code}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none">
                    {order.status ? t(`orders.statuses.${order.status}`, order.status) : formatText(order.status)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{order.total_count}</Table.Td>
                <Table.Td ta="right">
                  {formatCurrency(order.total_price, order.price_currency, currentLanguage())}
                </Table.Td>
                <Table.Td>{formatDateTimeShort(order.date)}</Table.Td>
                <Table.Td>
                  {trackingUrl ? (
                    <Anchor href={trackingUrl} target="_blank" rel="noreferrer">
                      {order.tracking_code ?? t('orders.track')}
                    </Anchor>
                  ) : (
                    formatText(order.tracking_code)
                  )}
                </Table.Td>
                <Table.Td>
                  {surveyUrl ? (
                    <Anchor href={surveyUrl} target="_blank" rel="noreferrer" data-testid="order-satisfaction">
                      {t('order_links.open_survey')}
                    </Anchor>
                  ) : (
                    '-'
                  )}
                </Table.Td>
                {withMember ? (
                  <Table.Td>
                    {order.member_id ? (
                      <Anchor component={Link} to={`/user/member/${order.member_id}`}>
                        {order.member_name ?? `#${order.member_id}`}
                      </Anchor>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
