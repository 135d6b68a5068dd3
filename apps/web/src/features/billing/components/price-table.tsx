import { Table } from '@mantine/core';
import type { TPrice } from '@ulak/shared/billing-api';
import { useTranslation } from 'react-i18next';
import { formatKurus, formatKurusExact } from './money';

// A price in lira from kuruş: amount, discount, KDV and total. `detailed` (the admin calculators)
// always shows the discount and the net before KDV, to the kuruş.
export function PriceTable({ price, detailed = false }: { price: TPrice; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (kurus: number) => (detailed ? formatKurusExact : formatKurus)(kurus, i18n.language);
  const row = (label: string, value: string, testId: string, bold = false) => (
    <Table.Tr key={testId}>
      <Table.Td fw={bold ? 700 : undefined}>{label}</Table.Td>
      <Table.Td fw={bold ? 700 : undefined} data-testid={testId}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Table data-testid="price-summary">
      <Table.Tbody>
        {row(t('billing.subtotal'), money(price.subtotal), 'price-subtotal')}
        {detailed || price.discount > 0
          ? row(t('billing.discount'), `-${money(price.discount)}`, 'price-discount')
          : null}
        {detailed ? row(t('billing.net'), money(price.subtotal - price.discount), 'price-net') : null}
        {row(t('billing.kdv', { percent: price.kdvPercent }), money(price.kdv), 'price-kdv')}
        {row(t('billing.total'), money(price.total), 'price-total', true)}
      </Table.Tbody>
    </Table>
  );
}
