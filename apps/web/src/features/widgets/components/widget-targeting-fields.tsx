import { Chip, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  TRIGGER_KINDS,
  URL_RULE_OPERATORS,
  WIDGET_DEVICES,
  WIDGET_DISPLAY_TYPES,
  frequenciesOf,
  type TWidgetTargeting,
  type TWidgetTrigger,
} from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton } from './row-buttons';
import type { TWidgetDraft } from '../widget-drafts';
import type { TOption } from './widget-type-fields';

type TProps = {
  draft: TWidgetDraft;
  onTargeting: (patch: Partial<TWidgetTargeting>) => void;
  segments: TOption[];
  staticSegments: TOption[];
};

function triggerOf(kind: string): TWidgetTrigger {
  if (kind === 'delay') return { kind: 'delay', seconds: 5 };
  if (kind === 'scroll') return { kind: 'scroll', percent: 50 };
  if (kind === 'click') return { kind: 'click', selector: '' };
  return { kind: kind === 'exit_intent' ? 'exit_intent' : 'immediate' };
}

// Who sees the widget, where, when and how often (SPEC §3 display type, frequency, days, segments; §9).
export function WidgetTargetingFields({ draft, onTargeting, segments, staticSegments }: TProps) {
  const { t } = useTranslation();
  const tg = draft.targeting;
  const options = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  const trigger = tg.trigger;
  const idValue = (v: number | null) => (v ? String(v) : null);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('widgets.fields.display_type')}
          data={options(WIDGET_DISPLAY_TYPES, 'widgets.display_types')}
          value={tg.displayType}
          onChange={(v) => onTargeting({ displayType: (v ?? 'everyone') as TWidgetTargeting['displayType'] })}
          allowDeselect={false}
        />
        <Select
          label={t('widgets.fields.device')}
          data={options(WIDGET_DEVICES, 'widgets.devices')}
          value={tg.device}
          onChange={(v) => onTargeting({ device: (v ?? 'all') as TWidgetTargeting['device'] })}
          allowDeselect={false}
        />
        <Select
          label={t('widgets.fields.frequency')}
          data={options(frequenciesOf(draft.type), 'widgets.frequencies')}
          value={tg.frequency}
          onChange={(v) => onTargeting({ frequency: (v ?? '1d') as TWidgetTargeting['frequency'] })}
          allowDeselect={false}
          data-testid="widget-frequency"
        />
      </SimpleGrid>
      <Group align="flex-end" gap="xs">
        <Select
          label={t('widgets.fields.trigger')}
          data={options(TRIGGER_KINDS, 'widgets.triggers')}
          value={trigger.kind}
          onChange={(v) => onTargeting({ trigger: triggerOf(v ?? 'immediate') })}
          allowDeselect={false}
          w={220}
        />
        {trigger.kind === 'delay' ? (
          <NumberInput
            label={t('widgets.fields.seconds')}
            min={1}
            max={600}
            value={trigger.seconds}
            onChange={(v) => onTargeting({ trigger: { kind: 'delay', seconds: Number(v) || 1 } })}
            w={120}
          />
        ) : null}
        {trigger.kind === 'scroll' ? (
          <NumberInput
            label={t('widgets.fields.percent')}
            min={1}
            max={100}
            value={trigger.percent}
            onChange={(v) => onTargeting({ trigger: { kind: 'scroll', percent: Number(v) || 1 } })}
            w={120}
          />
        ) : null}
        {trigger.kind === 'click' ? (
          <TextInput
            label={t('widgets.fields.selector')}
            value={trigger.selector}
            onChange={(e) => onTargeting({ trigger: { kind: 'click', selector: e.currentTarget.value } })}
            w={220}
          />
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('widgets.fields.url_rules')}
        </Text>
        {tg.urlRules.map((rule, k) => (
          <Group key={k} gap="xs" data-testid="url-rule">
            <Select
              aria-label={t('widgets.fields.url_operator')}
              data={options(URL_RULE_OPERATORS, 'widgets.url_operators')}
              value={rule.operator}
              onChange={(v) =>
                onTargeting({
                  urlRules: tg.urlRules.map((r, i) =>
                    i === k ? { ...r, operator: (v ?? 'contains') as typeof r.operator } : r,
                  ),
                })
              }
              allowDeselect={false}
              w={180}
            />
            <TextInput
              aria-label={t('widgets.fields.url_value')}
              value={rule.value}
              onChange={(e) => {
                const value = e.currentTarget.value;
                onTargeting({ urlRules: tg.urlRules.map((r, i) => (i === k ? { ...r, value } : r)) });
              }}
              w={260}
            />
            <RemoveRowButton onClick={() => onTargeting({ urlRules: tg.urlRules.filter((_, i) => i !== k) })} />
          </Group>
        ))}
        <AddRowButton
          label={t('widgets.fields.add_url_rule')}
          onClick={() => onTargeting({ urlRules: [...tg.urlRules, { operator: 'contains', value: '' }] })}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="widget-days">
          {t('widgets.fields.days')}
        </Text>
        <Chip.Group multiple value={tg.days.map(String)} onChange={(v) => onTargeting({ days: v.map(Number).sort() })}>
          <Group gap={6} role="group" aria-labelledby="widget-days">
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <Chip key={d} value={String(d)} size="xs">
                {t(`widgets.weekdays.${d}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label={t('widgets.fields.start_date')}
          value={tg.startDate ?? ''}
          onChange={(e) => onTargeting({ startDate: e.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label={t('widgets.fields.end_date')}
          value={tg.endDate ?? ''}
          onChange={(e) => onTargeting({ endDate: e.currentTarget.value || null })}
        />
        <NumberInput
          label={t('widgets.fields.priority')}
          min={0}
          max={100}
          value={tg.priority}
          onChange={(v) => onTargeting({ priority: Number(v) || 0 })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MultiSelect
          label={t('widgets.fields.member_segments')}
          data={segments}
          value={tg.memberSegmentIds.map(String)}
          onChange={(v) => onTargeting({ memberSegmentIds: v.map(Number) })}
          clearable
          clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
        />
        <Select
          label={t('widgets.fields.viewer_segment')}
          data={staticSegments}
          value={idValue(tg.viewerSegmentId)}
          onChange={(v) => onTargeting({ viewerSegmentId: v ? Number(v) : null })}
          clearable
          clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
        />
        <Select
          label={t('widgets.fields.clicker_segment')}
          data={staticSegments}
          value={idValue(tg.clickerSegmentId)}
          onChange={(v) => onTargeting({ clickerSegmentId: v ? Number(v) : null })}
          clearable
          clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
        />
      </SimpleGrid>
    </Stack>
  );
}
