import { Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import {
  BILLING_PERIODS,
  FEATURE_CODES,
  PLAN_CODES,
  QUOTA_CHANNELS,
  ZGrantPacketInput,
  type TGrantPacketInput,
} from '@ulak/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useGrantPacket } from '../hooks/use-billing-admin';
import { FormAlert } from '../../common/components/form-alert';

type TKind = TGrantPacketInput['kind'];
type TNumber = number | string;
type TPlan = (typeof PLAN_CODES)[number];
type TPeriod = (typeof BILLING_PERIODS)[number];
type TChannel = (typeof QUOTA_CHANNELS)[number];
type TCustomQuotas = Extract<TGrantPacketInput, { kind: 'custom' }>['quotas'];
type TFeature = (typeof FEATURE_CODES)[number];
const optional = (v: TNumber): number | null => (v === '' ? null : Number(v));

type TGrantForm = {
  kind: TKind;
  planCode: string;
  period: string;
  channel: string;
  amount: TNumber;
  days: TNumber;
  note: string;
  quotas: Record<string, TNumber>;
  memberLimit: TNumber;
  deviceLimit: TNumber;
  features: string[];
};
const INITIAL: TGrantForm = {
  kind: 'extra',
  planCode: 'plus',
  period: 'monthly',
  channel: 'sms',
  amount: 1000,
  days: 30,
  note: '',
  quotas: {},
  memberLimit: '',
  deviceLimit: '',
  features: [],
};

// The request of the chosen kind, from the fields of every kind.
function toGrant(f: TGrantForm): TGrantPacketInput {
  const common = { days: Number(f.days), note: f.note.trim() || undefined };
  if (f.kind === 'main') return { kind: 'main', planCode: f.planCode as TPlan, period: f.period as TPeriod, ...common };
  if (f.kind === 'extra') return { kind: 'extra', channel: f.channel as TChannel, amount: Number(f.amount), ...common };
  return {
    kind: 'custom',
    // Every channel is named; an empty one adds nothing.
    quotas: Object.fromEntries(QUOTA_CHANNELS.map((c) => [c, Number(f.quotas[c] || 0)])) as TCustomQuotas,
    memberLimit: optional(f.memberLimit),
    deviceLimit: optional(f.deviceLimit),
    features: f.features as TFeature[],
    ...common,
  };
}

// Grant a main packet (a plan for some days), an extra packet (one channel's quota) or a custom
// packet (quotas, limits and features) to the account, after a confirmation.
export function GrantPacketForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const grant = useGrantPacket();
  const form = useSchemaForm({
    schema: ZGrantPacketInput,
    initialValues: INITIAL,
    toInput: toGrant,
    errorNamespace: 'billing',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { kind } = form.getValues();
  const describe = (input: TGrantPacketInput) =>
    input.kind === 'main'
      ? `${input.planCode.toUpperCase()} · ${t(`billing.${input.period}`)}`
      : input.kind === 'extra'
        ? `${t(`billing.channels.${input.channel}`)} +${input.amount}`
        : t('billing.admin.kinds.custom');
  // The schema first (each problem on its field), then the confirmation, then the server.
  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    const choice = await showDialog({
      variant: 'warning',
      title: t('billing.admin.grant_confirm_title'),
      message: t('billing.admin.grant_confirm', { packet: describe(input), days: input.days, id: accountId }),
      confirmLabel: t('billing.admin.grant'),
      cancelLabel: t('common.cancel'),
      testId: 'confirm-dialog',
    });
    if (choice !== 'confirm') return;
    grant.mutate(
      { accountId, input },
      {
        onSuccess: () => {
          showToast(t('billing.admin.granted'), 'success');
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) setFailure(error.message);
        },
      },
    );
  });
  const num = (name: string, label: string, placeholder?: string) => (
    <NumberInput
      key={name}
      label={label}
      min={0}
      allowDecimal={false}
      thousandSeparator="."
      decimalSeparator=","
      placeholder={placeholder}
      {...form.getInputProps(name)}
      data-testid={`grant-${name}`}
    />
  );
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('billing.admin.grant_title')}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('billing.admin.grant_title')}
        </Title>
        <SegmentedChoice
          aria-label={t('billing.admin.kind')}
          data={(['main', 'extra', 'custom'] as const).map((k) => ({ value: k, label: t(`billing.admin.kinds.${k}`) }))}
          value={kind}
          onChange={(v) => {
            form.setFieldValue('kind', v as TKind);
            form.clearErrors();
            setFailure(null);
          }}
          data-testid="grant-kind"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {kind === 'main' ? (
            <>
              <Select
                label={t('billing.admin.plan')}
                data={PLAN_CODES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                {...form.getInputProps('planCode')}
                allowDeselect={false}
                data-testid="grant-plan"
              />
              <Select
                label={t('billing.period')}
                data={BILLING_PERIODS.map((p) => ({ value: p, label: t(`billing.${p}`) }))}
                {...form.getInputProps('period')}
                allowDeselect={false}
              />
            </>
          ) : null}
          {kind === 'extra' ? (
            <>
              <Select
                label={t('billing.admin.channel')}
                data={QUOTA_CHANNELS.map((c) => ({ value: c, label: t(`billing.channels.${c}`) }))}
                {...form.getInputProps('channel')}
                allowDeselect={false}
                data-testid="grant-channel"
              />
              {num('amount', t('billing.admin.amount'))}
            </>
          ) : null}
          {num('days', t('billing.admin.days'))}
        </SimpleGrid>
        {kind === 'custom' ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {QUOTA_CHANNELS.map((c) => num(`quotas.${c}`, t(`billing.channels.${c}`), '0'))}
              {num('memberLimit', t('billing.members'), t('billing.admin.none'))}
              {num('deviceLimit', t('billing.devices'), t('billing.admin.none'))}
            </SimpleGrid>
            <Checkbox.Group label={t('billing.admin.features')} {...form.getInputProps('features')}>
              <Group mt="xs">
                {FEATURE_CODES.map((f) => (
                  <Checkbox key={f} value={f} label={t(`billing.features.${f}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          </>
        ) : null}
        <TextInput label={t('billing.admin.note')} {...form.getInputProps('note')} maxLength={200} />
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={grant.isPending} data-testid="grant-submit">
            {t('billing.admin.grant')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
