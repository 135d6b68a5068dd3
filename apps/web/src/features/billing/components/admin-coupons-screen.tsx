import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatText } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { DateTimeField } from '../../common/components/date-time-field';
import { EmptyState } from '../../common/components/empty-state';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import type { TPacketCoupon } from '@ulak/shared/billing-api';
import type { TCouponBody } from '../admin-api';
import { useAdminCoupons, useCreateCoupon, useUpdateCoupon } from '../hooks/use-billing-admin';
import { useServerErrors } from './api-errors';
import { formatKurus } from './money';

type TForm = {
  code: string;
  discountType: 'percent' | 'amount';
  discount: number | string;
  usageLimit: number | string;
  startsAt: string;
  expiresAt: string;
  active: boolean;
};
const EMPTY: TForm = {
  code: '',
  discountType: 'percent',
  discount: 10,
  usageLimit: '',
  startsAt: '',
  expiresAt: '',
  active: true,
};

// 'YYYY-MM-DDTHH:mm' in local time from an ISO instant, and back.
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

// An amount coupon is typed in lira and kept in kuruş.
function toBody(form: TForm): TCouponBody {
  const discount = Number(form.discount);
  return {
    code: form.code.trim(),
    discountType: form.discountType,
    discount: form.discountType === 'amount' ? Math.round(discount * 100) : discount,
    usageLimit: form.usageLimit === '' ? null : Number(form.usageLimit),
    startsAt: toIso(form.startsAt),
    expiresAt: toIso(form.expiresAt),
    active: form.active,
  };
}
function toForm(c: TPacketCoupon): TForm {
  return {
    code: c.code,
    discountType: c.discountType,
    discount: c.discountType === 'amount' ? c.discount / 100 : c.discount,
    usageLimit: c.usageLimit ?? '',
    startsAt: toLocal(c.startsAt),
    expiresAt: toLocal(c.expiresAt),
    active: c.active,
  };
}

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

function CouponForm({ coupon, onDone }: { coupon: TPacketCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [form, setForm] = useState<TForm>(() => (coupon ? toForm(coupon) : EMPTY));
  const { errors, failure, clear, fail } = useServerErrors();
  const set = <K extends keyof TForm>(key: K, v: TForm[K]) => setForm((f) => ({ ...f, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    const handlers = {
      onSuccess: () => {
        showToast(t('billing.admin.coupon_saved'), 'success');
        onDone();
      },
      onError: fail,
    };
    if (coupon) update.mutate({ id: coupon.id, input: toBody(form) }, handlers);
    else create.mutate(toBody(form), handlers);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <Stack gap="sm">
        <TextInput
          label={t('billing.admin.code')}
          required
          value={form.code}
          onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
          error={errors.code}
          data-testid="coupon-code"
        />
        <SegmentedControl
          aria-label={t('billing.admin.discount_type')}
          data={[
            { value: 'percent', label: t('billing.admin.percent') },
            { value: 'amount', label: t('billing.admin.amount_try') },
          ]}
          value={form.discountType}
          onChange={(v) => set('discountType', v === 'amount' ? 'amount' : 'percent')}
        />
        <NumberInput
          label={
            form.discountType === 'percent' ? t('billing.admin.discount_percent') : t('billing.admin.discount_try')
          }
          required
          min={1}
          allowDecimal={form.discountType === 'amount'}
          decimalScale={2}
          value={form.discount}
          onChange={(v) => set('discount', v)}
          error={errors.discount}
          data-testid="coupon-discount"
        />
        <NumberInput
          label={t('billing.admin.usage_limit')}
          description={t('billing.admin.usage_limit_hint')}
          min={1}
          allowDecimal={false}
          value={form.usageLimit}
          onChange={(v) => set('usageLimit', v)}
          error={errors.usageLimit}
          data-testid="coupon-usage-limit"
        />
        <DateTimeField
          label={t('billing.admin.valid_from')}
          value={form.startsAt}
          onChange={(v) => set('startsAt', v)}
          error={errors.startsAt}
        />
        <DateTimeField
          label={t('billing.admin.valid_to')}
          value={form.expiresAt}
          onChange={(v) => set('expiresAt', v)}
          error={errors.expiresAt}
        />
        <Switch
          label={t('billing.admin.active')}
          checked={form.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} data-testid="coupon-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
