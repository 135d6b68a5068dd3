import { ActionIcon, Autocomplete, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { COMPARE_OPS, CONDITION_KINDS, JOURNEY_EVENTS, type TCondition } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { useSegments } from '../../../segments/hooks/use-segments';

// The condition editors of the canvas's side panel: a condition step and the workflow's flow filter.

export function EventInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      label={label}
      description={t('automations.canvas.event_help')}
      data={[...JOURNEY_EVENTS]}
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  );
}

// One of the account's segments (a condition, a segment entered / left trigger).
export function SegmentSelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const segments = useSegments({ perPage: 100 });
  return (
    <Select
      label={t('automations.canvas.segment')}
      data={(segments.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
      value={value === null ? null : String(value)}
      searchable
      onChange={(v) => onChange(v ? Number(v) : null)}
      data-testid="segment-select"
    />
  );
}

// What one condition checks: a condition step's, or one of the flow filter's.
export function ConditionFields({
  condition: c,
  onChange,
}: {
  condition: TCondition;
  onChange: (condition: TCondition) => void;
}) {
  const { t } = useTranslation();
  const setC = (next: Partial<TCondition>) => onChange({ ...c, ...next });
  return (
    <Stack gap="xs">
      <Select
        label={t('automations.canvas.condition_kind')}
        data={CONDITION_KINDS.map((k) => ({ value: k, label: t(`automations.canvas.condition_kinds.${k}`) }))}
        value={c.kind}
        allowDeselect={false}
        onChange={(v) => v && setC({ kind: v as TCondition['kind'] })}
      />
      {c.kind === 'in_segment' ? (
        <SegmentSelect value={c.segmentId} onChange={(segmentId) => setC({ segmentId })} />
      ) : null}
      {c.kind === 'event_since_entry' ? (
        <EventInput
          label={t('automations.canvas.event')}
          value={c.event ?? ''}
          onChange={(v) => setC({ event: v.trim() || null })}
          testId="condition-event"
        />
      ) : null}
      {c.kind === 'trigger_value' || c.kind === 'member_field' ? (
        <>
          <TextInput
            label={t('automations.canvas.property')}
            value={c.property ?? ''}
            onChange={(e) => setC({ property: e.currentTarget.value.trim() || null })}
          />
          <Group grow>
            <Select
              label={t('automations.canvas.op')}
              data={COMPARE_OPS.map((op) => ({ value: op, label: t(`automations.canvas.ops.${op}`) }))}
              value={c.op}
              allowDeselect={false}
              onChange={(v) => v && setC({ op: v as TCondition['op'] })}
            />
            <TextInput
              label={t('automations.canvas.value')}
              value={c.value === null ? '' : String(c.value)}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setC({ value: text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text || null });
              }}
            />
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

const NEW_CONDITION: TCondition = {
  kind: 'in_segment',
  segmentId: null,
  event: null,
  property: null,
  op: 'eq',
  value: null,
};

// The flow filter: conditions every member must still meet at each send, or they leave the journey there.
export function FlowFilterFields({ value, onChange }: { value: TCondition[]; onChange: (next: TCondition[]) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="flow-filter">
      <div>
        <Text size="sm" fw={500}>
          {t('automations.canvas.flow_filter')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('automations.canvas.flow_filter_help')}
        </Text>
      </div>
      {value.map((condition, index) => (
        <Paper key={index} withBorder p="xs">
          <Group justify="flex-end" mb={-8}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('automations.canvas.flow_filter_remove', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <ConditionFields
            condition={condition}
            onChange={(next) => onChange(value.map((c, i) => (i === index ? next : c)))}
          />
        </Paper>
      ))}
      {value.length < 10 ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...value, NEW_CONDITION])}
          data-testid="flow-filter-add"
        >
          {t('automations.canvas.flow_filter_add')}
        </Button>
      ) : null}
    </Stack>
  );
}
