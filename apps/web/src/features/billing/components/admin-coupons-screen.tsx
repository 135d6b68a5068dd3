import { Badge, Button, Modal, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import type { TPacketCoupon } from '@ulak/shared/billing-api';
import { useAdminCoupons } from '../hooks/use-billing-admin';
import { CouponForm } from './coupon-form';
import { formatKurus } from './money';

// /admin/coupons: discount coupons for packets (percent or amount, use limit, validity).
export function AdminCouponsScreen() {
  const { t, i18n } = useTranslation();
  const coupons = useAdminCoupons();
  const [editing, setEditing] = useState<TPacketCoupon | 'new' | null>(null);
  const value = (c: TPacketCoupon) =>
    c.discountType === 'percent' ? `%${c.discount}` : formatKurus(c.discount, i18n.language);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.admin_coupons')}
        description={t('billing.admin.coupons_intro')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid="coupon-new">
            {t('billing.admin.new_coupon')}
          </Button>
        }
      />
      {coupons.isPending ? (
        <LoadingScreen />
      ) : coupons.isError ? (
        <LoadError titleKey="billing.admin.load_failed" onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState descriptionKey="billing.admin.no_coupons" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder data-testid="coupons-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.admin.code')}</Table.Th>
                <Table.Th>{t('billing.discount')}</Table.Th>
                <Table.Th>{t('billing.admin.uses')}</Table.Th>
                <Table.Th>{t('billing.admin.valid_from')}</Table.Th>
                <Table.Th>{t('billing.admin.valid_to')}</Table.Th>
                <Table.Th>{t('billing.status')}</Table.Th>
                <Table.Th>{t('billing.admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupons.data.map((c) => (
                <Table.Tr key={c.id} data-testid={`coupon-${c.code}`}>
                  <Table.Td>{formatText(c.code)}</Table.Td>
                  <Table.Td>{value(c)}</Table.Td>
                  <Table.Td>
                    {c.used} / {c.usageLimit ?? '∞'}
                  </Table.Td>
                  <Table.Td>{formatDateTime(c.startsAt)}</Table.Td>
                  <Table.Td>{formatDateTime(c.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={c.active ? 'teal' : 'gray'}>
                      {t(c.active ? 'billing.admin.active' : 'billing.admin.passive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(c)}
                      aria-label={t('billing.admin.edit_named', { name: c.code })}
                    >
                      {t('billing.admin.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'billing.admin.new_coupon' : 'billing.admin.edit_coupon')}
        centered
      >
        {editing !== null ? (
          <CouponForm
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
