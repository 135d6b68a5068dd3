import { ActionIcon, Autocomplete, Group, NumberInput, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  COMPARE_OPERATORS,
  CRITERION_TYPES,
  EMAIL_VERIFICATION_CLASSES,
  DEVICE_FIELDS,
  DEVICE_PLATFORMS,
  MEMBER_FIELDS,
  type TCriterionType,
  type TSegmentCriterion,
} from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { defaultValue, fieldKind, needsValue, newCriterion, operatorsFor, type TProfileValue } from '../criteria-draft';
import { CriterionValueInput } from './criterion-value-input';

export type TPickOption = { value: string; label: string };
type TProps = {
  criterion: TSegmentCriterion;
  tagNames: string[];
  segments: TPickOption[];
  onChange: (next: TSegmentCriterion) => void;
  onRemove: () => void;
};

const EVENT_CODES = ['page_view', 'product_view', 'add_to_cart', 'purchase', 'search', 'cart_update'];
// "Not equal" selects everyone "equal" does not; said next to the operator where that includes
// members without a value, a tag or a device.
const NOT_EQUAL_HINTED: readonly TCriterionType[] = [
  'member_profile',
  'device_profile',
  'member_tag',
  'device_tag',
  'platform',
];

// One criterion: its type, then field / operator / value inputs that fit the type.
export function CriterionRow({ criterion, tagNames, segments, onChange, onRemove }: TProps) {
  const { t } = useTranslation();
  const op = (list: readonly string[]) => list.map((o) => ({ value: o, label: t(`segments.operators.${o}`) }));
  const operatorSelect = (list: readonly string[], value: string, set: (v: string) => void) => (
    <Select
      aria-label={t('segments.builder.operator')}
      data={op(list)}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && set(v)}
      data-testid="criterion-operator"
      w={190}
    />
  );
  const num = (label: string, value: number, set: (v: number) => void, suffix?: string) => (
    <NumberInput
      aria-label={label}
      value={value}
      min={0}
      suffix={suffix ? ` ${suffix}` : undefined}
      onChange={(v) => set(typeof v === 'number' ? v : Number(v) || 0)}
      w={150}
    />
  );

  const body = () => {
    const c = criterion;
    switch (c.type) {
      case 'member_profile':
      case 'device_profile': {
        const fields = Object.keys(c.type === 'member_profile' ? MEMBER_FIELDS : DEVICE_FIELDS);
        const kind = fieldKind(c);
        return (
          <>
            <Select
              aria-label={t('segments.builder.field')}
              data={fields.map((f) => ({ value: f, label: t(`segments.fields.${f}`) }))}
              value={c.field}
              allowDeselect={false}
              searchable
              onChange={(field) => {
                if (!field) return;
                const next = { ...c, field } as TSegmentCriterion;
                const nextKind = fieldKind(next);
                const kindChanged = nextKind !== kind && nextKind !== null;
                onChange({
                  ...next,
                  operator: kindChanged || !operatorsFor(next).includes(c.operator) ? 'equal' : c.operator,
                  value: kindChanged && nextKind ? defaultValue(nextKind) : c.value,
                } as TSegmentCriterion);
              }}
              data-testid="criterion-field"
              w={190}
            />
            {operatorSelect(operatorsFor(c), c.operator, (operator) =>
              onChange({ ...c, operator } as TSegmentCriterion),
            )}
            {kind && needsValue(c.operator) ? (
              <CriterionValueInput
                kind={kind}
                field={c.field}
                value={c.value}
                onChange={(value: TProfileValue) => onChange({ ...c, value } as TSegmentCriterion)}
              />
            ) : null}
          </>
        );
      }
      case 'member_tag':
      case 'device_tag':
        return (
          <>
            <Autocomplete
              aria-label={t('segments.builder.tag')}
              placeholder={t('segments.builder.tag')}
              data={tagNames}
              value={c.name}
              onChange={(name) => onChange({ ...c, name })}
              data-testid="criterion-tag"
              w={190}
            />
            {operatorSelect(operatorsFor(c), c.operator, (operator) =>
              onChange({ ...c, operator } as TSegmentCriterion),
            )}
            {needsValue(c.operator) ? (
              <TextInput
                aria-label={t('segments.builder.value')}
                placeholder={t('segments.builder.value')}
                value={c.value ?? ''}
                onChange={(e) => onChange({ ...c, value: e.currentTarget.value })}
                data-testid="criterion-value"
              />
            ) : null}
          </>
        );
      case 'platform':
        return (
          <>
            {operatorSelect(['equal', 'not_equal'], c.operator, (o) => onChange({ ...c, operator: o as 'equal' }))}
            <Select
              aria-label={t('segments.builder.value')}
              data={DEVICE_PLATFORMS.map((p) => ({ value: p, label: t(`segments.enum.${p}`) }))}
              value={c.value}
              allowDeselect={false}
              onChange={(v) => v && onChange({ ...c, value: v as 'ios' })}
              w={150}
            />
          </>
        );
      case 'event':
        return (
          <>
            <Autocomplete
              aria-label={t('segments.builder.event')}
              data={EVENT_CODES}
              value={c.code}
              onChange={(code) => onChange({ ...c, code })}
              data-testid="criterion-event"
              w={170}
            />
            {operatorSelect(COMPARE_OPERATORS, c.operator, (o) => onChange({ ...c, operator: o as 'equal' }))}
            {num(
              t('segments.builder.times'),
              c.count,
              (count) => onChange({ ...c, count }),
              t('segments.builder.times'),
            )}
            {num(
              t('segments.builder.last_days'),
              c.days,
              (days) => onChange({ ...c, days: Math.max(1, days) }),
              t('segments.builder.last_days'),
            )}
          </>
        );
      case 'orders':
        return (
          <>
            <Select
              aria-label={t('segments.builder.metric')}
              data={[
                { value: 'count', label: t('segments.builder.order_count') },
                { value: 'total', label: t('segments.builder.order_total') },
              ]}
              value={c.metric}
              allowDeselect={false}
              onChange={(v) => v && onChange({ ...c, metric: v as 'count' })}
              w={170}
            />
            {operatorSelect(COMPARE_OPERATORS, c.operator, (o) => onChange({ ...c, operator: o as 'equal' }))}
            {num(t('segments.builder.value'), c.value, (value) => onChange({ ...c, value }))}
            {num(
              t('segments.builder.last_days'),
              c.days,
              (days) => onChange({ ...c, days: Math.max(1, days) }),
              t('segments.builder.last_days'),
            )}
          </>
        );
      case 'cart':
        return (
          <>
            {operatorSelect(['exists', 'not_exists'], c.operator, (o) => onChange({ ...c, operator: o as 'exists' }))}
            {num(
              t('segments.builder.older_than_hours'),
              c.olderThanHours,
              (h) => onChange({ ...c, olderThanHours: h }),
              t('segments.builder.hours'),
            )}
          </>
        );
      case 'email_verification':
        return (
          <>
            {operatorSelect(['equal', 'not_equal'], c.operator, (o) => onChange({ ...c, operator: o as 'equal' }))}
            <Select
              aria-label={t('email_verification.criterion')}
              data={EMAIL_VERIFICATION_CLASSES.map((v) => ({ value: v, label: t(`email_verification.classes.${v}`) }))}
              value={c.value}
              allowDeselect={false}
              onChange={(v) => v && onChange({ ...c, value: v as 'invalid' })}
              data-testid="criterion-email-verification"
              w={170}
            />
          </>
        );
      case 'segment':
        return (
          <>
            {operatorSelect(['in', 'not_in'], c.operator, (o) => onChange({ ...c, operator: o as 'in' }))}
            <Select
              aria-label={t('segments.builder.segment')}
              data={segments}
              value={c.segmentId > 0 ? String(c.segmentId) : null}
              searchable
              onChange={(v) => onChange({ ...c, segmentId: Number(v ?? 0) })}
              w={220}
            />
          </>
        );
    }
  };

  return (
    <Paper withBorder p="xs" data-testid="criterion-row">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Select
          aria-label={t('segments.builder.type')}
          data={CRITERION_TYPES.map((type) => ({
            value: type,
            // The email verification feature names its own criterion.
            label: type === 'email_verification' ? t('email_verification.criterion') : t(`segments.types.${type}`),
          }))}
          value={criterion.type}
          allowDeselect={false}
          onChange={(type) => type && type !== criterion.type && onChange(newCriterion(type as TCriterionType))}
          data-testid="criterion-type"
          w={180}
        />
        {body()}
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('segments.builder.remove_criterion')}
          onClick={onRemove}
          ml="auto"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {criterion.operator === 'not_equal' && NOT_EQUAL_HINTED.includes(criterion.type) ? (
        <Text size="xs" c="dimmed" mt={4} data-testid="criterion-not-equal-hint">
          {t(`segmentRules.not_equal.${criterion.type}`)}
        </Text>
      ) : null}
    </Paper>
  );
}
