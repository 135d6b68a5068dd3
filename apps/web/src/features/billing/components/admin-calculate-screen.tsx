import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { BILLING_PERIODS, QUOTA_CHANNELS, ZPriceQuery, type TPurchase } from '@ulak/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAdminPlans, useAdminQuote } from '../hooks/use-billing-admin';
import { AdminPlansEditor } from './admin-plans-editor';
import { PriceTable } from './price-table';

type TDraft = {
  purchase: { kind: 'main' | 'extra'; planCode: string; period: string; channel: string; amount: number | string };
  couponCode: string;
};
const INITIAL: TDraft = {
  purchase: { kind: 'main', planCode: '', period: 'monthly', channel: 'sms', amount: 1000 },
  couponCode: '',
};

// /admin/calculate and /admin/package/calculate: what a plan for a period or an extra packet costs
// with an optional coupon (net, discount, KDV 20%, total in lira); the package calculator also edits plans.
export function AdminCalculateScreen({ editPlans = false }: { editPlans?: boolean }) {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const [asked, setAsked] = useState<{ purchase: TPurchase; coupon: string } | null>(null);
  // A plan not picked yet is the first one offered.
  const firstPlan = () => plans.data?.find((p) => p.purchasable && p.code !== 'free')?.code ?? '';
  const form = useSchemaForm({
    schema: ZPriceQuery,
    initialValues: INITIAL,
    toInput: ({ purchase: p, couponCode }) => ({
      purchase:
        p.kind === 'main'
          ? { kind: 'main', planCode: p.planCode || firstPlan(), period: p.period }
          : { kind: 'extra', channel: p.channel, amount: Number(p.amount) },
      couponCode: couponCode.trim(),
    }),
    errorNamespace: 'billing',
  });
  const quote = useAdminQuote(asked?.purchase ?? null, asked?.coupon ?? '');
  const title = t(editPlans ? 'pages.admin_package_calculate' : 'pages.admin_calculate');
  if (plans.isPending) return <LoadingScreen />;
  if (plans.isError)
    return (
      <>
        <PageHeader title={title} />
        <LoadError titleKey="billing.admin.load_failed" onRetry={() => void plans.refetch()} />
      </>
    );
  const purchasable = plans.data.filter((p) => p.purchasable && p.code !== 'free');
  const draft = form.getValues().purchase;
  const submit = form.onSubmit(
    (query) => setAsked({ purchase: query.purchase, coupon: query.couponCode ?? '' }),
    () => setAsked(null),
  );
  const describe = (p: TPurchase) =>
    p.kind === 'main'
      ? `${plans.data.find((x) => x.code === p.planCode)?.name ?? p.planCode} · ${t(`billing.${p.period}`)}`
      : `${t(`billing.channels.${p.channel}`)} +${p.amount}`;
  const error = quote.error instanceof ApiError ? quote.error : null;
  const couponError = error?.fieldMessage('couponCode') ?? null;
  const coupon = form.getInputProps('couponCode');
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('billing.admin.calculate_intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('billing.admin.calculate')}>
          <Stack gap="sm">
            <SegmentedChoice
              aria-label={t('billing.admin.kind')}
              data={[
                { value: 'main', label: t('billing.admin.kinds.main') },
                { value: 'extra', label: t('billing.admin.kinds.extra') },
              ]}
              value={draft.kind}
              onChange={(v) => form.setFieldValue('purchase.kind', v === 'extra' ? 'extra' : 'main')}
            />
            {draft.kind === 'main' ? (
              purchasable.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('billing.admin.no_plans')}
                </Text>
              ) : (
                <>
                  <Select
                    label={t('billing.admin.plan')}
                    data={purchasable.map((p) => ({ value: p.code, label: p.name }))}
                    value={draft.planCode || purchasable[0]?.code || ''}
                    onChange={(v) => form.setFieldValue('purchase.planCode', v ?? '')}
                    allowDeselect={false}
                    data-testid="calc-plan"
                  />
                  <SegmentedChoice
                    aria-label={t('billing.period')}
                    data={BILLING_PERIODS.map((p) => ({ value: p, label: t(`billing.${p}`) }))}
                    value={draft.period}
                    onChange={(v) => form.setFieldValue('purchase.period', v)}
                  />
                </>
              )
            ) : (
              <>
                <Select
                  label={t('billing.admin.channel')}
                  data={QUOTA_CHANNELS.map((c) => ({ value: c, label: t(`billing.channels.${c}`) }))}
                  value={draft.channel}
                  onChange={(v) => form.setFieldValue('purchase.channel', v ?? 'sms')}
                  allowDeselect={false}
                />
                <NumberInput
                  label={t('billing.admin.amount')}
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('purchase.amount')}
                  data-testid="calc-amount"
                />
              </>
            )}
            <TextInput
              label={t('billing.coupon_code')}
              {...coupon}
              error={coupon.error ?? couponError}
              data-testid="calc-coupon"
            />
            <Group justify="flex-end">
              <Button type="submit" data-testid="calc-submit">
                {t('billing.admin.calculate')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder data-testid="calc-result">
          <Title order={2} fz="h4" mb="sm">
            {asked ? describe(asked.purchase) : t('billing.admin.result')}
          </Title>
          {asked === null ? (
            <Text size="sm" c="dimmed">
              {t('billing.admin.calculate_hint')}
            </Text>
          ) : quote.isPending ? (
            <LoadingScreen />
          ) : quote.data ? (
            <PriceTable price={quote.data} detailed />
          ) : (
            <Alert color="red" role="alert">
              {couponError ?? error?.message ?? t('billing.admin.load_failed')}
            </Alert>
          )}
        </Card>
      </SimpleGrid>
      {editPlans ? <AdminPlansEditor plans={plans.data} /> : null}
    </Stack>
  );
}
