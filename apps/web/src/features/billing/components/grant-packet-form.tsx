import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BILLING_PERIODS,
  FEATURE_CODES,
  PLAN_CODES,
  QUOTA_CHANNELS,
  type TGrantPacketInput,
} from '@ulak/shared/billing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { showToast } from '../../../lib/toast/toast';
import { useGrantPacket } from '../hooks/use-billing-admin';
import { useServerErrors } from './api-errors';

type TKind = TGrantPacketInput['kind'];
type TNumber = number | string;
type TPlan = (typeof PLAN_CODES)[number];
type TPeriod = (typeof BILLING_PERIODS)[number];
type TChannel = (typeof QUOTA_CHANNELS)[number];
type TCustomQuotas = Extract<TGrantPacketInput, { kind: 'custom' }>['quotas'];
type TFeature = (typeof FEATURE_CODES)[number];
const optional = (v: TNumber): number | null => (v === '' ? null : Number(v));

// Grant a main packet (a plan for some days), an extra packet (one channel's quota) or a custom
// packet (quotas, limits and features) to the account, after a confirmation.
export function GrantPacketForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const grant = useGrantPacket();
  const [kind, setKind] = useState<TKind>('extra');
  const [planCode, setPlanCode] = useState<string>('plus');
  const [period, setPeriod] = useState<string>('monthly');
  const [channel, setChannel] = useState<string>('sms');
  const [amount, setAmount] = useState<TNumber>(1000);
  const [days, setDays] = useState<TNumber>(30);
  const [note, setNote] = useState('');
  const [quotas, setQuotas] = useState<Record<string, TNumber>>({});
  const [memberLimit, setMemberLimit] = useState<TNumber>('');
  const [deviceLimit, setDeviceLimit] = useState<TNumber>('');
  const [features, setFeatures] = useState<string[]>([]);
  const { errors, failure, clear, fail } = useServerErrors();

  const body = (): TGrantPacketInput => {
    const common = { days: Number(days), note: note.trim() || undefined };
    if (kind === 'main') return { kind, planCode: planCode as TPlan, period: period as TPeriod, ...common };
    if (kind === 'extra') return { kind, channel: channel as TChannel, amount: Number(amount), ...common };
    return {
      kind,
      // Every channel is named; an empty one adds nothing.
      quotas: Object.fromEntries(QUOTA_CHANNELS.map((c) => [c, Number(quotas[c] || 0)])) as TCustomQuotas,
      memberLimit: optional(memberLimit),
      deviceLimit: optional(deviceLimit),
      features: features as TFeature[],
      ...common,
    };
  };
  const describe = (input: TGrantPacketInput) =>
    input.kind === 'main'
      ? `${input.planCode.toUpperCase()} · ${t(`billing.${input.period}`)}`
      : input.kind === 'extra'
        ? `${t(`billing.channels.${input.channel}`)} +${input.amount}`
        : t('billing.admin.kinds.custom');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const input = body();
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
        onError: fail,
      },
    );
  };
  const num = (name: string, label: string, value: TNumber, onChange: (v: TNumber) => void, placeholder?: string) => (
    <NumberInput
      key={name}
      label={label}
      min={0}
      allowDecimal={false}
      thousandSeparator="."
      decimalSeparator=","
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      error={errors[name]}
      data-testid={`grant-${name}`}
    />
  );
  return (
    <Card
      withBorder
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('billing.admin.grant_title')}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('billing.admin.grant_title')}
        </Title>
        <SegmentedControl
          aria-label={t('billing.admin.kind')}
          data={(['main', 'extra', 'custom'] as const).map((k) => ({ value: k, label: t(`billing.admin.kinds.${k}`) }))}
          value={kind}
          onChange={(v) => {
            setKind(v as TKind);
            clear();
          }}
          data-testid="grant-kind"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {kind === 'main' ? (
            <>
              <Select
                label={t('billing.admin.plan')}
                data={PLAN_CODES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                value={planCode}
                onChange={(v) => setPlanCode(v ?? 'plus')}
                allowDeselect={false}
                error={errors.planCode}
                data-testid="grant-plan"
              />
              <Select
                label={t('billing.period')}
                data={BILLING_PERIODS.map((p) => ({ value: p, label: t(`billing.${p}`) }))}
                value={period}
                onChange={(v) => setPeriod(v ?? 'monthly')}
                allowDeselect={false}
                error={errors.period}
              />
            </>
          ) : null}
          {kind === 'extra' ? (
            <>
              <Select
                label={t('billing.admin.channel')}
                data={QUOTA_CHANNELS.map((c) => ({ value: c, label: t(`billing.channels.${c}`) }))}
                value={channel}
                onChange={(v) => setChannel(v ?? 'sms')}
                allowDeselect={false}
                error={errors.channel}
                data-testid="grant-channel"
              />
              {num('amount', t('billing.admin.amount'), amount, setAmount)}
            </>
          ) : null}
          {num('days', t('billing.admin.days'), days, setDays)}
        </SimpleGrid>
        {kind === 'custom' ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {QUOTA_CHANNELS.map((c) =>
                num(
                  `quotas.${c}`,
                  t(`billing.channels.${c}`),
                  quotas[c] ?? '',
                  (v) => setQuotas((q) => ({ ...q, [c]: v })),
                  '0',
                ),
              )}
              {num('memberLimit', t('billing.members'), memberLimit, setMemberLimit, t('billing.admin.none'))}
              {num('deviceLimit', t('billing.devices'), deviceLimit, setDeviceLimit, t('billing.admin.none'))}
            </SimpleGrid>
            <Checkbox.Group label={t('billing.admin.features')} value={features} onChange={setFeatures}>
              <Group mt="xs">
                {FEATURE_CODES.map((f) => (
                  <Checkbox key={f} value={f} label={t(`billing.features.${f}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          </>
        ) : null}
        <TextInput
          label={t('billing.admin.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={200}
          error={errors.note}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={grant.isPending} data-testid="grant-submit">
            {t('billing.admin.grant')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
