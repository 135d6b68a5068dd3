import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { BILLING_PERIODS, QUOTA_CHANNELS, ZPurchase, type TPurchase } from '@ulak/shared/billing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { LoadError } from '../../common/components/query-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useAdminPlans, useAdminQuote } from '../hooks/use-billing-admin';
import { AdminPlansEditor } from './admin-plans-editor';
import { PriceTable } from './price-table';

type TDraft = { kind: 'main' | 'extra'; planCode: string; period: string; channel: string; amount: number | string };

// /admin/calculate and /admin/package/calculate: what a plan for a period or an extra packet costs
// with an optional coupon (net, discount, KDV 20%, total in lira); the package calculator also edits plans.
export function AdminCalculateScreen({ editPlans = false }: { editPlans?: boolean }) {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const [draft, setDraft] = useState<TDraft>({
    kind: 'main',
    planCode: '',
    period: 'monthly',
    channel: 'sms',
    amount: 1000,
  });
  const [couponInput, setCouponInput] = useState('');
  const [asked, setAsked] = useState<{ purchase: TPurchase; coupon: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
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
  const planCode = draft.planCode || purchasable[0]?.code || '';
  const set = <K extends keyof TDraft>(key: K, v: TDraft[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const raw =
      draft.kind === 'main'
        ? { kind: 'main', planCode, period: draft.period }
        : { kind: 'extra', channel: draft.channel, amount: Number(draft.amount) };
    const parsed = ZPurchase.safeParse(raw);
    setInvalid(!parsed.success);
    setAsked(parsed.success ? { purchase: parsed.data, coupon: couponInput.trim() } : null);
  };
  const describe = (p: TPurchase) =>
    p.kind === 'main'
      ? `${plans.data.find((x) => x.code === p.planCode)?.name ?? p.planCode} · ${t(`billing.${p.period}`)}`
      : `${t(`billing.channels.${p.channel}`)} +${p.amount}`;
  const error = quote.error instanceof ApiError ? quote.error : null;
  const couponError = error?.fieldMessage('couponCode') ?? null;
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={t('billing.admin.calculate_intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('billing.admin.calculate')}>
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('billing.admin.kind')}
              data={[
                { value: 'main', label: t('billing.admin.kinds.main') },
                { value: 'extra', label: t('billing.admin.kinds.extra') },
              ]}
              value={draft.kind}
              onChange={(v) => set('kind', v === 'extra' ? 'extra' : 'main')}
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
                    value={planCode}
                    onChange={(v) => set('planCode', v ?? '')}
                    allowDeselect={false}
                    data-testid="calc-plan"
                  />
                  <SegmentedControl
                    aria-label={t('billing.period')}
                    data={BILLING_PERIODS.map((p) => ({ value: p, label: t(`billing.${p}`) }))}
                    value={draft.period}
                    onChange={(v) => set('period', v)}
                  />
                </>
              )
            ) : (
              <>
                <Select
                  label={t('billing.admin.channel')}
                  data={QUOTA_CHANNELS.map((c) => ({ value: c, label: t(`billing.channels.${c}`) }))}
                  value={draft.channel}
                  onChange={(v) => set('channel', v ?? 'sms')}
                  allowDeselect={false}
                />
                <NumberInput
                  label={t('billing.admin.amount')}
                  min={1}
                  allowDecimal={false}
                  value={draft.amount}
                  onChange={(v) => set('amount', v)}
                  error={invalid ? t('billing.validation.invalid') : null}
                  data-testid="calc-amount"
                />
              </>
            )}
            <TextInput
              label={t('billing.coupon_code')}
              value={couponInput}
              onChange={(e) => setCouponInput(e.currentTarget.value)}
              error={couponError}
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
