import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { DateInput } from '@mantine/dates';
import {
  DEVICE_PLATFORMS,
  GENDERS,
  MEMBER_SOURCES,
  MESSAGE_LANGUAGES,
  type TDateValue,
  type TFieldKind,
} from '@ulak/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TProfileValue } from '../criteria-draft';

const ENUM_OPTIONS: Record<string, readonly string[]> = {
  gender: GENDERS,
  language: MESSAGE_LANGUAGES,
  source: MEMBER_SOURCES,
  platform: DEVICE_PLATFORMS,
};

const isDateValue = (v: unknown): v is TDateValue => typeof v === 'object' && v !== null;

// The value input of a profile criterion, chosen by the field's kind.
export function CriterionValueInput({
  kind,
  field,
  value,
  onChange,
}: {
  kind: TFieldKind;
  field: string;
  value: TProfileValue;
  onChange: (value: TProfileValue) => void;
}) {
  const { t } = useTranslation();
  const label = t('segments.builder.value');
  switch (kind) {
    case 'text':
      return (
        <TextInput
          aria-label={label}
          placeholder={label}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid="criterion-value"
        />
      );
    case 'number':
      return (
        <NumberInput
          aria-label={label}
          value={typeof value === 'number' ? value : 0}
          onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || 0)}
          data-testid="criterion-value"
          w={120}
        />
      );
    case 'boolean':
      return (
        <Select
          aria-label={label}
          data={[
            { value: 'true', label: t('common.yes') },
            { value: 'false', label: t('common.no') },
          ]}
          value={value === false ? 'false' : 'true'}
          allowDeselect={false}
          onChange={(v) => onChange(v === 'true')}
          data-testid="criterion-value"
          w={110}
        />
      );
    case 'enum':
      return (
        <Select
          aria-label={label}
          data={(ENUM_OPTIONS[field] ?? []).map((o) => ({ value: o, label: t(`segments.enum.${o}`, o) }))}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(v) => onChange(v ?? '')}
          data-testid="criterion-value"
          w={150}
        />
      );
    case 'date':
      return <DateValueInput value={isDateValue(value) ? value : { daysAgo: 30 }} onChange={onChange} />;
  }
}

// "This date" (a calendar day) or "this day" (N days ago).
function DateValueInput({ value, onChange }: { value: TDateValue; onChange: (v: TDateValue) => void }) {
  const { t } = useTranslation();
  const relative = 'daysAgo' in value;
  return (
    <Stack gap={4}>
      <SegmentedChoice
        size="xs"
        data={[
          { value: 'relative', label: t('segments.builder.days_ago_mode') },
          { value: 'absolute', label: t('segments.builder.date_mode') },
        ]}
        value={relative ? 'relative' : 'absolute'}
        onChange={(mode) =>
          onChange(mode === 'relative' ? { daysAgo: 30 } : { date: dayjs().subtract(30, 'day').format('YYYY-MM-DD') })
        }
      />
      {'daysAgo' in value ? (
        <NumberInput
          aria-label={t('segments.builder.days_ago')}
          suffix={` ${t('segments.builder.days_ago')}`}
          value={value.daysAgo}
          onChange={(v) => onChange({ daysAgo: typeof v === 'number' ? Math.trunc(v) : 0 })}
          data-testid="criterion-value"
          w={170}
        />
      ) : (
        <DateInput
          aria-label={t('segments.builder.date_mode')}
          valueFormat="DD-MM-YYYY"
          value={value.date}
          onChange={(v) => v && onChange({ date: dayjs(v).format('YYYY-MM-DD') })}
          data-testid="criterion-value"
          w={170}
        />
      )}
    </Stack>
  );
}
