import {
  Accordion,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FEATURE_CODES, QUOTA_CHANNELS, ZPlanInput, type TPlanInput } from '@ulak/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import type { TPlan } from '@ulak/shared/billing-api';
import { useUpdatePlan } from '../hooks/use-billing-admin';
import { formatKurus } from './money';
import { FormAlert } from '../../common/components/form-alert';

type TNumber = number | string;
type TFeature = (typeof FEATURE_CODES)[number];
type TForm = {
  name: string;
  monthlyPrice: TNumber;
  yearlyPrice: TNumber;
  quotas: Record<string, TNumber>;
  memberLimit: TNumber;
  deviceLimit: TNumber;
  features: string[];
};

// An empty limit is unlimited; prices are typed in lira and kept in kuruş.
const limitOf = (v: TNumber): number | null => (v === '' ? null : Number(v));
const toForm = (p: TPlan): TForm => ({
  name: p.name,
  monthlyPrice: p.monthlyPrice / 100,
  yearlyPrice: p.yearlyPrice / 100,
  quotas: Object.fromEntries(QUOTA_CHANNELS.map((c) => [c, p.quotas[c] ?? ''])),
  memberLimit: p.memberLimit ?? '',
  deviceLimit: p.deviceLimit ?? '',
  features: p.features,
});
const toInput = (f: TForm): TPlanInput => ({
  name: f.name.trim(),
  monthlyPrice: Math.round(Number(f.monthlyPrice) * 100),
  yearlyPrice: Math.round(Number(f.yearlyPrice) * 100),
  quotas: Object.fromEntries(QUOTA_CHANNELS.map((c) => [c, limitOf(f.quotas[c] ?? '')])) as TPlanInput['quotas'],
  memberLimit: limitOf(f.memberLimit),
  deviceLimit: limitOf(f.deviceLimit),
  features: f.features as TFeature[],
});

// The plans as data: prices, per-channel quotas, member and device limits and features, saved
// one plan at a time after a confirmation.
export function AdminPlansEditor({ plans }: { plans: TPlan[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="plans-editor">
      <Title order={2} fz="h3">
        {t('billing.admin.plans')}
      </Title>
      {plans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('billing.admin.no_plans')}
        </Text>
      ) : (
        <Accordion variant="separated">
          {plans.map((p) => (
            <Accordion.Item key={p.code} value={p.code}>
              <Accordion.Control data-testid={`plan-edit-${p.code}`}>
                {p.name} · {formatKurus(p.monthlyPrice, i18n.language)} / {t('billing.per_month')}
              </Accordion.Control>
              <Accordion.Panel>
                <PlanForm plan={p} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

function PlanForm({ plan }: { plan: TPlan }) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const form = useSchemaForm({ schema: ZPlanInput, initialValues: toForm(plan), toInput, errorNamespace: 'billing' });
  const [failure, setFailure] = useState<string | null>(null);
  // The schema first (each problem on its field), then the confirmation, then the server.
  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    const choice = await showDialog({
      variant: 'warning',
      title: t('billing.admin.plan_confirm_title'),
      message: t('billing.admin.plan_confirm', { name: plan.name }),
      confirmLabel: t('common.save'),
      cancelLabel: t('common.cancel'),
      testId: 'confirm-dialog',
    });
    if (choice !== 'confirm') return;
    update.mutate(
      { code: plan.code, input },
      {
        onSuccess: () => {
          showToast(t('billing.admin.plan_saved'), 'success');
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) setFailure(error.message);
        },
      },
    );
  });
  const num = (name: string, label: string, money = false) => (
    <NumberInput
      key={name}
      label={label}
      min={0}
      allowDecimal={money}
      decimalScale={money ? 2 : 0}
      placeholder={money ? undefined : t('billing.unlimited')}
      {...form.getInputProps(name)}
      data-testid={`plan-${plan.code}-${name}`}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('billing.admin.plan_name')} {...form.getInputProps('name')} />
          {num('monthlyPrice', t('billing.admin.monthly_price'), true)}
          {num('yearlyPrice', t('billing.admin.yearly_price'), true)}
          {QUOTA_CHANNELS.map((c) => num(`quotas.${c}`, t(`billing.channels.${c}`)))}
          {num('memberLimit', t('billing.members'))}
          {num('deviceLimit', t('billing.devices'))}
        </SimpleGrid>
        <Checkbox.Group label={t('billing.admin.features')} {...form.getInputProps('features')}>
          <Group mt="xs">
            {FEATURE_CODES.map((f) => (
              <Checkbox key={f} value={f} label={t(`billing.features.${f}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid={`plan-${plan.code}-save`}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
