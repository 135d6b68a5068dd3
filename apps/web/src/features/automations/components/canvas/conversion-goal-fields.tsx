import { NumberInput, Stack } from '@mantine/core';
import type { TWorkflowGraph } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { EventInput } from './condition-fields';

// The conversion goal: the event that counts a journey as converted (purchase by default), optionally only
// from a minimum order value. Reports and node counters count conversions and revenue by it.
export function ConversionGoalFields({
  graph,
  onChange,
}: {
  graph: TWorkflowGraph;
  onChange: (graph: TWorkflowGraph) => void;
}) {
  const { t } = useTranslation();
  const goal = graph.conversion;
  return (
    <Stack gap="xs">
      <EventInput
        label={t('automations.canvas.conversion_event')}
        value={goal.event}
        onChange={(event) => onChange({ ...graph, conversion: { ...goal, event } })}
        testId="conversion-event"
      />
      <NumberInput
        label={t('automations.canvas.conversion_min_value')}
        description={t('automations.canvas.conversion_min_value_help')}
        min={0}
        decimalScale={2}
        value={goal.minOrderValue ?? ''}
        onChange={(v) =>
          onChange({
            ...graph,
            conversion: { ...goal, minOrderValue: typeof v === 'number' && Number.isFinite(v) ? v : null },
          })
        }
        data-testid="conversion-min-value"
      />
    </Stack>
  );
}
