import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { TJourneyNodeCounts, TWorkflowGraph, TWorkflowNode } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../../lib/format';
import { handlesOf } from './graph-model';

export type TStepData = {
  node: TWorkflowNode | null;
  trigger: TWorkflowGraph['trigger'];
  counts: (Omit<TJourneyNodeCounts, 'nodeId'> & { isTrigger?: boolean }) | null;
  issues: string[];
  // Dry run: the step numbers at which the member passed here (empty when not on the path).
  path: number[];
};
export type TStepNode = Node<TStepData, 'step'>;

type TT = (key: string, options?: Record<string, unknown>) => string;

export function triggerSummary(trigger: TWorkflowGraph['trigger'], t: TT): string {
  if (trigger.kind === 'event') return trigger.event;
  if (trigger.kind === 'webhook') return t('automations.canvas.trigger_kinds.webhook');
  return `${t(`automations.canvas.dates.${trigger.date}`)} · ${String(trigger.hour).padStart(2, '0')}:00`;
}

export function nodeSummary(node: TWorkflowNode, t: TT): string {
  switch (node.type) {
    case 'wait':
      return node.mode === 'duration'
        ? t('automations.canvas.wait_minutes', { count: node.minutes })
        : node.mode === 'time_of_day'
          ? `${String(node.hour).padStart(2, '0')}:${String(node.minute).padStart(2, '0')}`
          : node.mode === 'date'
            ? t('automations.canvas.wait_date_summary', { field: node.dateField || '?', days: node.offsetDays })
            : `${node.event ?? '?'} · ${t('automations.canvas.wait_minutes', { count: node.timeoutMinutes })}`;
    case 'send':
      return node.channels.map((c) => t(`automations.canvas.channels.${c}`)).join(' → ');
    case 'condition':
      return t(`automations.canvas.condition_kinds.${node.condition.kind}`);
    case 'ab':
      return node.branches.map((b) => `${b.percent}%`).join(' / ');
    case 'update_member':
      return node.tags.map((tag) => tag.name).join(', ');
    case 'webhook':
      return node.url.replace(/^https?:\/\//, '') || '?';
    case 'exit':
      return t('automations.workflows.end');
  }
}

export function handleLabel(node: TWorkflowNode | null, handle: string, t: TT): string {
  if (handle === 'start' || handle === 'next') return '';
  if (handle === 'yes' || handle === 'no' || handle === 'timeout') return t(`automations.canvas.handles.${handle}`);
  if (node?.type === 'ab') return `${node.branches[Number(handle.slice(1))]?.percent ?? 0}%`;
  return handle;
}

function Counter({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="10px" c="gray.7">
        {label}
      </Text>
      <Text size="xs" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

// One step on the canvas: its kind, id and summary, its counters, its problems, its connection points.
export function StepNode({ id, data, selected }: NodeProps<TStepNode>) {
  const { t, i18n } = useTranslation();
  const { node, counts } = data;
  const handles = handlesOf(node);
  const title = node ? t(`automations.workflows.node_types.${node.type}`) : t('automations.workflows.trigger');
  const onPath = data.path.length > 0;
  const border = data.issues.length > 0 ? 'red.7' : onPath ? 'teal.7' : selected ? 'indigo.7' : 'gray.4';
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      w={220}
      bd={`2px solid var(--mantine-color-${border.replace('.', '-')})`}
      data-testid={`canvas-node-${id}`}
      data-on-path={onPath ? 'true' : undefined}
    >
      {node ? <Handle type="target" position={Position.Top} /> : null}
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Badge size="sm" variant="light" color={node ? 'indigo' : 'grape'}>
          {title}
        </Badge>
        {onPath ? (
          <Badge size="sm" color="teal.9" data-testid={`canvas-path-${id}`}>
            {data.path.map((n) => n + 1).join(', ')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" fw={600} mt={4} truncate>
        {node ? node.id : TRIGGER_LABEL}
      </Text>
      <Text size="xs" c="gray.7" truncate>
        {node ? nodeSummary(node, t) : triggerSummary(data.trigger, t)}
      </Text>
      {counts ? (
        <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
          <Counter
            label={t('automations.canvas.counters.entered')}
            value={String(counts.entered)}
            testId={`count-${id}-entered`}
          />
          {counts.isTrigger ? null : (
            <>
              <Counter
                label={t('automations.canvas.counters.waiting')}
                value={String(counts.waiting)}
                testId={`count-${id}-waiting`}
              />
              <Counter
                label={t('automations.canvas.counters.sent')}
                value={String(counts.sent)}
                testId={`count-${id}-sent`}
              />
              {node?.type === 'webhook' ? (
                <Counter
                  label={t('automations.canvas.counters.failed')}
                  value={String(counts.failed)}
                  testId={`count-${id}-failed`}
                />
              ) : null}
            </>
          )}
          <Counter
            label={t('automations.canvas.counters.converted')}
            value={String(counts.converted)}
            testId={`count-${id}-converted`}
          />
          <Counter
            label={t('automations.canvas.counters.revenue')}
            value={formatCurrency(counts.revenue, 'TRY', i18n.language)}
            testId={`count-${id}-revenue`}
          />
        </Group>
      ) : null}
      {data.issues.map((issue) => (
        <Text key={issue} size="xs" c="red.8" mt={4} data-testid={`canvas-issue-${id}`}>
          {issue}
        </Text>
      ))}
      {handles.map((handle, i) => (
        <Handle
          key={handle}
          id={handle}
          type="source"
          position={Position.Bottom}
          style={{ left: `${((i + 1) * 100) / (handles.length + 1)}%` }}
        >
          {handleLabel(node, handle, t) ? (
            <Text
              component="span"
              size="10px"
              fw={700}
              c="gray.8"
              pos="absolute"
              top={8}
              left={-8}
              style={{ whiteSpace: 'nowrap' }}
            >
              {handleLabel(node, handle, t)}
            </Text>
          ) : null}
        </Handle>
      ))}
    </Paper>
  );
}

const TRIGGER_LABEL = 'trigger';
