import { Button, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { ZCouponInput } from '@ulak/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { DateTimeField } from '../../common/components/date-time-field';
import type { TPacketCoupon } from '@ulak/shared/billing-api';
import type { TCouponBody } from '../admin-api';
import { useCreateCoupon, useUpdateCoupon } from '../hooks/use-billing-admin';
import { FormAlert } from '../../common/components/form-alert';

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

// A new or an edited packet coupon, checked by the shared coupon schema before it is sent.
export function CouponForm({ coupon, onDone }: { coupon: TPacketCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const form = useSchemaForm({
    schema: ZCouponInput,
    initialValues: coupon ? toForm(coupon) : EMPTY,
    toInput: toBody,
    errorNamespace: 'billing',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const values = form.getValues();
  // The request as typed (dates as ISO text, which the server's schema reads), once the schema passed.
  const submit = form.onSubmit(() => {
    setFailure(null);
    const input = toBody(form.getValues());
    const handlers = {
      onSuccess: () => {
        showToast(t('billing.admin.coupon_saved'), 'success');
        onDone();
      },
      onError: (error: Error) => {
        if (!showServerErrors(form, error)) setFailure(error.message);
      },
    };
    if (coupon) update.mutate({ id: coupon.id, input }, handlers);
    else create.mutate(input, handlers);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="coupon-form">
      <Stack gap="sm">
        <TextInput
          label={t('billing.admin.code')}
          required
          {...form.getInputProps('code')}
          onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
          data-testid="coupon-code"
        />
        <SegmentedChoice
          aria-label={t('billing.admin.discount_type')}
          data={[
            { value: 'percent', label: t('billing.admin.percent') },
            { value: 'amount', label: t('billing.admin.amount_try') },
          ]}
          value={values.discountType}
          onChange={(v) => form.setFieldValue('discountType', v === 'amount' ? 'amount' : 'percent')}
        />
        <NumberInput
          label={
            values.discountType === 'percent' ? t('billing.admin.discount_percent') : t('billing.admin.discount_try')
          }
          required
          min={1}
          allowDecimal={values.discountType === 'amount'}
          decimalScale={2}
          {...form.getInputProps('discount')}
          data-testid="coupon-discount"
        />
        <NumberInput
          label={t('billing.admin.usage_limit')}
          description={t('billing.admin.usage_limit_hint')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('usageLimit')}
          data-testid="coupon-usage-limit"
        />
        <DateTimeField label={t('billing.admin.valid_from')} {...form.getInputProps('startsAt')} />
        <DateTimeField label={t('billing.admin.valid_to')} {...form.getInputProps('expiresAt')} />
        <Switch label={t('billing.admin.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormAlert message={failure} />
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
