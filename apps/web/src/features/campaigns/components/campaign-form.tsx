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
import {
  COUPON_DISCOUNT_TYPES,
  ZCampaignInput,
  type TCampaignInputDraft,
  type TCouponDiscountType,
} from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { DateTimeField } from '../../common/components/date-time-field';
import { useSaveCampaign } from '../hooks/use-campaigns';

type TCampaignForm = {
  name: string;
  description: string;
  imageUrl: string;
  startsAt: string;
  endsAt: string;
  endless: boolean;
  automation: boolean;
  coupon: {
    enabled: boolean;
    count: number | string;
    discountType: TCouponDiscountType;
    discount: number | string;
    currency: string;
    productCount: number | string;
    startDate: string;
    expireDate: string;
  };
};

const INITIAL: TCampaignForm = {
  name: '',
  description: '',
  imageUrl: '',
  startsAt: '',
  endsAt: '',
  endless: true,
  automation: false,
  coupon: {
    enabled: false,
    count: 100,
    discountType: 'percent',
    discount: 10,
    currency: 'TRY',
    productCount: '',
    startDate: '',
    expireDate: '',
  },
};

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

// The request from the fields: dates as ISO text (the schema reads them), no end date when endless, coupon
// options only when codes are wanted.
function toBody(f: TCampaignForm): TCampaignInputDraft {
  const { coupon } = f;
  return {
    name: f.name,
    description: f.description,
    imageUrl: f.imageUrl.trim() || null,
    startsAt: toIso(f.startsAt),
    endsAt: f.endless ? null : toIso(f.endsAt),
    automation: f.automation,
    coupon: coupon.enabled
      ? {
          count: Number(coupon.count),
          discountType: coupon.discountType,
          discount: Number(coupon.discount),
          currency: coupon.currency,
          productCount: coupon.productCount === '' ? null : Number(coupon.productCount),
          startDate: toIso(coupon.startDate),
          expireDate: toIso(coupon.expireDate),
        }
      : null,
  };
}

// Create a campaign: name, description, image, time, end date or endless, and optional coupon codes.
export function CampaignForm({ onSaved, onCancel }: { onSaved: (id: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCampaign();
  const form = useSchemaForm({ schema: ZCampaignInput, initialValues: INITIAL, toInput: toBody });
  const { endless, coupon } = form.getValues();

  // The request as typed (dates as ISO text), once the shared schema has passed it.
  const submit = form.onSubmit(() =>
    save.mutate(
      { id: null, body: toBody(form.getValues()) },
      {
        onSuccess: (saved) => {
          showToast(t('campaigns.saved'), 'success');
          onSaved(saved.id);
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="campaign-form">
      <Stack gap="sm">
        <TextInput label={t('campaigns.name')} required {...form.getInputProps('name')} data-testid="campaign-name" />
        <Textarea
          label={t('campaigns.description_label')}
          {...form.getInputProps('description')}
          autosize
          minRows={2}
        />
        <TextInput label={t('campaigns.image_url')} {...form.getInputProps('imageUrl')} placeholder="https://" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeField label={t('campaigns.starts_at')} {...form.getInputProps('startsAt')} />
          <Stack gap={4}>
            <DateTimeField label={t('campaigns.ends_at')} {...form.getInputProps('endsAt')} disabled={endless} />
            <Checkbox label={t('campaigns.endless')} {...form.getInputProps('endless', { type: 'checkbox' })} />
          </Stack>
        </SimpleGrid>
        <Switch
          label={t('campaigns.automation')}
          description={t('campaigns.automation_hint')}
          {...form.getInputProps('automation', { type: 'checkbox' })}
        />
        <Switch
          label={t('campaigns.with_coupons')}
          {...form.getInputProps('coupon.enabled', { type: 'checkbox' })}
          data-testid="campaign-coupons"
        />
        {coupon.enabled ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="coupon-options">
            <NumberInput
              label={t('coupons.count')}
              min={1}
              max={100000}
              {...form.getInputProps('coupon.count')}
              data-testid="coupon-count"
            />
            <Select
              label={t('coupons.discount_type')}
              data={COUPON_DISCOUNT_TYPES.map((d) => ({ value: d, label: t(`coupons.types.${d}`) }))}
              {...form.getInputProps('coupon.discountType')}
              allowDeselect={false}
            />
            <NumberInput
              label={coupon.discountType === 'percent' ? t('coupons.percent') : t('coupons.amount')}
              min={0}
              {...form.getInputProps('coupon.discount')}
              data-testid="coupon-discount"
            />
            <TextInput label={t('coupons.currency')} {...form.getInputProps('coupon.currency')} />
            <NumberInput label={t('coupons.product_count')} min={1} {...form.getInputProps('coupon.productCount')} />
            <span />
            <DateTimeField label={t('coupons.start_date')} {...form.getInputProps('coupon.startDate')} />
            <DateTimeField label={t('coupons.expire_date')} {...form.getInputProps('coupon.expireDate')} />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="campaign-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
