import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { COUPON_DISCOUNT_TYPES, type TCampaignInputDraft, type TCouponDiscountType } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../common/components/date-time-field';
import { useSaveCampaign } from '../hooks/use-campaigns';
import { showToast } from '../../../lib/toast/toast';

type TCouponDraft = {
  enabled: boolean;
  count: number;
  discountType: TCouponDiscountType;
  discount: number;
  currency: string;
  productCount: number | '';
  startDate: string;
  expireDate: string;
};

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

// Create a campaign: name, description, image, time, end date or endless, and optional coupon codes.
export function CampaignForm({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCampaign();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [endless, setEndless] = useState(true);
  const [automation, setAutomation] = useState(false);
  const [coupon, setCoupon] = useState<TCouponDraft>({
    enabled: false,
    count: 100,
    discountType: 'percent',
    discount: 10,
    currency: 'TRY',
    productCount: '',
    startDate: '',
    expireDate: '',
  });
  const patchCoupon = (patch: Partial<TCouponDraft>) => setCoupon((c) => ({ ...c, ...patch }));

  const submit = () => {
    const body: TCampaignInputDraft = {
      name,
      description,
      imageUrl: imageUrl.trim() || null,
      startsAt: toIso(startsAt),
      endsAt: endless ? null : toIso(endsAt),
      automation,
      coupon: coupon.enabled
        ? {
            count: coupon.count,
            discountType: coupon.discountType,
            discount: coupon.discount,
            currency: coupon.currency,
            productCount: coupon.productCount === '' ? null : coupon.productCount,
            startDate: toIso(coupon.startDate),
            expireDate: toIso(coupon.expireDate),
          }
        : null,
    };
    save.mutate(
      { id: null, body },
      {
        onSuccess: (saved) => {
          showToast(t('campaigns.saved'), 'success');
          onSaved(saved.id);
        },
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="campaign-form">
      <TextInput
        label={t('campaigns.name')}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid="campaign-name"
      />
      <Textarea
        label={t('campaigns.description_label')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <TextInput
        label={t('campaigns.image_url')}
        value={imageUrl}
        onChange={(e) => setImageUrl(e.currentTarget.value)}
        placeholder="https://"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimeField label={t('campaigns.starts_at')} value={startsAt} onChange={(v) => setStartsAt(v)} />
        <Stack gap={4}>
          <DateTimeField
            label={t('campaigns.ends_at')}
            value={endsAt}
            onChange={(v) => setEndsAt(v)}
            disabled={endless}
          />
          <Checkbox
            label={t('campaigns.endless')}
            checked={endless}
            onChange={(e) => setEndless(e.currentTarget.checked)}
          />
        </Stack>
      </SimpleGrid>
      <Switch
        label={t('campaigns.automation')}
        description={t('campaigns.automation_hint')}
        checked={automation}
        onChange={(e) => setAutomation(e.currentTarget.checked)}
      />
      <Switch
        label={t('campaigns.with_coupons')}
        checked={coupon.enabled}
        onChange={(e) => patchCoupon({ enabled: e.currentTarget.checked })}
        data-testid="campaign-coupons"
      />
      {coupon.enabled ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="coupon-options">
          <NumberInput
            label={t('coupons.count')}
            min={1}
            max={100000}
            value={coupon.count}
            onChange={(v) => patchCoupon({ count: Number(v) || 1 })}
            data-testid="coupon-count"
          />
          <Select
            label={t('coupons.discount_type')}
            data={COUPON_DISCOUNT_TYPES.map((d) => ({ value: d, label: t(`coupons.types.${d}`) }))}
            value={coupon.discountType}
            allowDeselect={false}
            onChange={(v) => patchCoupon({ discountType: (v ?? 'percent') as TCouponDiscountType })}
          />
          <NumberInput
            label={coupon.discountType === 'percent' ? t('coupons.percent') : t('coupons.amount')}
            min={0}
            value={coupon.discount}
            onChange={(v) => patchCoupon({ discount: Number(v) || 0 })}
            data-testid="coupon-discount"
          />
          <TextInput
            label={t('coupons.currency')}
            value={coupon.currency}
            onChange={(e) => patchCoupon({ currency: e.currentTarget.value })}
          />
          <NumberInput
            label={t('coupons.product_count')}
            min={1}
            value={coupon.productCount}
            onChange={(v) => patchCoupon({ productCount: v === '' ? '' : Number(v) })}
          />
          <span />
          <DateTimeField
            label={t('coupons.start_date')}
            value={coupon.startDate}
            onChange={(v) => patchCoupon({ startDate: v })}
          />
          <DateTimeField
            label={t('coupons.expire_date')}
            value={coupon.expireDate}
            onChange={(v) => patchCoupon({ expireDate: v })}
          />
        </SimpleGrid>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="campaign-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
