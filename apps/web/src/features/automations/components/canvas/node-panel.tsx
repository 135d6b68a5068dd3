import {
  ActionIcon,
  Button,
  Checkbox,
  Chip,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  AB_WINNER_METRICS,
  CHANNELS,
  JOURNEY_EVENTS,
  WAIT_DATE_SOURCES,
  WAIT_MEMBER_DATES,
  WAIT_MODES,
  type TChannel,
  type TMessageContent,
  type TSendNode,
  type TTrigger,
  type TWaitNode,
  type TWorkflowGraph,
  type TWorkflowNode,
} from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaigns } from '../../../campaigns/hooks/use-campaigns';
import { MessageContentEditor } from '../../../templates/components/message-content-editor';
import { connect, handlesOf, pointerOf, replaceNode, TRIGGER_ID } from './graph-model';
import { ConditionFields, EventInput, FlowFilterFields, SegmentSelect } from './condition-fields';
import { handleLabel } from './step-node';
import { WebhookForm } from './webhook-form';
import { ConversionGoalFields } from './conversion-goal-fields';
import { UpdateMemberForm } from './update-member-form';
import { IncomingWebhookFields } from './incoming-webhook-fields';

type TMetric = (typeof AB_WINNER_METRICS)[number];
type TProps = { graph: TWorkflowGraph; onChange: (graph: TWorkflowGraph) => void };

const num = (v: string | number, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

const SEGMENT_EVENTS = ['segment_entered', 'segment_left'];

// Where each connection point of the node leads: the keyboard way to connect steps.
function NextSelects({ graph, sourceId, onChange }: TProps & { sourceId: string }) {
  const { t } = useTranslation();
  const node = graph.nodes.find((n) => n.id === sourceId) ?? null;
  const options = graph.nodes.filter((n) => n.id !== sourceId).map((n) => ({ value: n.id, label: n.id }));
  return (
    <>
      {handlesOf(sourceId === TRIGGER_ID ? null : node).map((handle) => {
        const suffix = handleLabel(node, handle, t);
        return (
          <Select
            key={handle}
            label={suffix ? `${t('automations.canvas.then')} (${suffix})` : t('automations.canvas.then')}
            placeholder={t('automations.workflows.end')}
            data={options}
            value={pointerOf(graph, sourceId, handle)}
            clearable
            onChange={(v) => onChange(connect(graph, sourceId, handle, v))}
            data-testid={`next-${sourceId}-${handle}`}
          />
        );
      })}
    </>
  );
}

function TriggerForm({ graph, onChange, workflowId }: TProps & { workflowId: number | null }) {
  const { t } = useTranslation();
  const trigger = graph.trigger;
  const setTrigger = (next: TTrigger) => onChange({ ...graph, trigger: next });
  return (
    <Stack gap="xs">
      <Select
        label={t('automations.canvas.trigger_kind')}
        data={['event', 'date', 'webhook'].map((k) => ({
          value: k,
          label: t(`automations.canvas.trigger_kinds.${k}`),
        }))}
        value={trigger.kind}
        allowDeselect={false}
        onChange={(v) =>
          setTrigger(
            v === 'date'
              ? { kind: 'date', date: 'birthday', days: 0, hour: 10 }
              : v === 'webhook'
                ? { kind: 'webhook' }
                : { kind: 'event', event: 'signup', filters: [], keyProperty: null, applicationId: null },
          )
        }
        data-testid="trigger-kind"
      />
      {trigger.kind === 'webhook' ? <IncomingWebhookFields workflowId={workflowId} /> : null}
      {trigger.kind === 'event' ? (
        <>
          <EventInput
            label={t('automations.canvas.event')}
            value={trigger.event}
            onChange={(event) => setTrigger({ ...trigger, event })}
            testId="trigger-event"
          />
          {SEGMENT_EVENTS.includes(trigger.event) ? (
            <SegmentSelect
              value={Number(trigger.filters.find((f) => f.property === 'segmentId')?.value) || null}
              onChange={(id) =>
                setTrigger({
                  ...trigger,
                  filters: [
                    ...trigger.filters.filter((f) => f.property !== 'segmentId'),
                    ...(id === null ? [] : [{ property: 'segmentId', op: 'eq' as const, value: id }]),
                  ],
                })
              }
            />
          ) : null}
          <TextInput
            label={t('automations.canvas.key_property')}
            description={t('automations.canvas.key_property_help')}
            value={trigger.keyProperty ?? ''}
            onChange={(e) => setTrigger({ ...trigger, keyProperty: e.currentTarget.value.trim() || null })}
          />
        </>
      ) : null}
      {trigger.kind === 'date' ? (
        <>
          <Select
            label={t('automations.canvas.date')}
            data={['birthday', 'inactive', 'coupon_expiry'].map((d) => ({
              value: d,
              label: t(`automations.canvas.dates.${d}`),
            }))}
            value={trigger.date}
            allowDeselect={false}
            onChange={(v) => v && setTrigger({ ...trigger, date: v as typeof trigger.date })}
          />
          <NumberInput
            label={t('automations.canvas.days')}
            min={0}
            max={3650}
            value={trigger.days}
            onChange={(v) => setTrigger({ ...trigger, days: num(v, 0) })}
          />
          <NumberInput
            label={t('automations.canvas.hour')}
            min={0}
            max={23}
            value={trigger.hour}
            onChange={(v) => setTrigger({ ...trigger, hour: num(v, 10) })}
          />
        </>
      ) : null}
      <Select
        label={t('automations.workflows.entry')}
        data={[
          { value: 'once', label: t('automations.workflows.entry_once') },
          { value: 'again_after', label: t('automations.canvas.entry_again_label') },
        ]}
        value={graph.entry.mode}
        allowDeselect={false}
        onChange={(v) =>
          onChange({ ...graph, entry: v === 'again_after' ? { mode: 'again_after', days: 30 } : { mode: 'once' } })
        }
      />
      {graph.entry.mode === 'again_after' ? (
        <NumberInput
          label={t('automations.canvas.days')}
          min={0}
          max={3650}
          value={graph.entry.days}
          onChange={(v) => onChange({ ...graph, entry: { mode: 'again_after', days: num(v, 0) } })}
        />
      ) : null}
      <TagsInput
        label={t('automations.workflows.goals')}
        description={t('automations.canvas.goals_help')}
        data={[...JOURNEY_EVENTS]}
        value={graph.exitGoals}
        onChange={(exitGoals) => onChange({ ...graph, exitGoals })}
      />
      <ConversionGoalFields graph={graph} onChange={onChange} />
      <NumberInput
        label={t('automations.canvas.holdout')}
        min={0}
        max={50}
        suffix="%"
        value={graph.holdoutPercent}
        onChange={(v) => onChange({ ...graph, holdoutPercent: num(v, 0) })}
      />
      <NumberInput
        label={t('automations.canvas.smart_sending')}
        description={t('automations.canvas.smart_sending_help')}
        min={0}
        max={720}
        value={graph.smartSendingHours}
        onChange={(v) => onChange({ ...graph, smartSendingHours: num(v, 0) })}
        data-testid="smart-sending-hours"
      />
      <FlowFilterFields value={graph.flowFilter} onChange={(flowFilter) => onChange({ ...graph, flowFilter })} />
      <NextSelects graph={graph} onChange={onChange} sourceId={TRIGGER_ID} />
    </Stack>
  );
}

// The time of day a wait ends at (account's time zone).
function HourMinute({ node, set }: { node: TWaitNode; set: (n: TWorkflowNode) => void }) {
  const { t } = useTranslation();
  return (
    <Group grow>
      <NumberInput
        label={t('automations.canvas.hour')}
        min={0}
        max={23}
        value={node.hour}
        onChange={(v) => set({ ...node, hour: num(v, 10) })}
      />
      <NumberInput
        label={t('automations.canvas.minute')}
        min={0}
        max={59}
        value={node.minute}
        onChange={(v) => set({ ...node, minute: num(v, 0) })}
      />
    </Group>
  );
}

function WaitForm({ node, set }: { node: TWaitNode; set: (n: TWorkflowNode) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Select
        label={t('automations.canvas.wait_mode')}
        data={WAIT_MODES.map((m) => ({ value: m, label: t(`automations.canvas.wait_modes.${m}`) }))}
        value={node.mode}
        allowDeselect={false}
        onChange={(v) => v && set({ ...node, mode: v as TWaitNode['mode'] })}
        data-testid="wait-mode"
      />
      {node.mode === 'duration' ? (
        <NumberInput
          label={t('automations.canvas.minutes')}
          min={0}
          max={525_600}
          value={node.minutes}
          onChange={(v) => set({ ...node, minutes: num(v, 0) })}
          data-testid="wait-minutes"
        />
      ) : null}
      {node.mode === 'time_of_day' ? (
        <>
          <HourMinute node={node} set={set} />
          <Text size="sm">{t('automations.canvas.weekdays')}</Text>
          <Chip.Group
            multiple
            value={node.weekdays.map(String)}
            onChange={(v) => set({ ...node, weekdays: v.map(Number).sort() })}
          >
            <Group gap={4}>
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <Chip key={d} value={String(d)} size="xs">
                  {t(`automations.canvas.weekday.${d}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      ) : null}
      {node.mode === 'date' ? <WaitDateFields node={node} set={set} /> : null}
      {node.mode === 'event' ? (
        <>
          <EventInput
            label={t('automations.canvas.wait_event')}
            value={node.event ?? ''}
            onChange={(v) => set({ ...node, event: v.trim() || null })}
            testId="wait-event"
          />
          <Checkbox
            label={t('automations.canvas.match_key')}
            checked={node.matchKey}
            onChange={(e) => set({ ...node, matchKey: e.currentTarget.checked })}
          />
          <NumberInput
            label={t('automations.canvas.timeout')}
            min={1}
            max={525_600}
            value={node.timeoutMinutes}
            onChange={(v) => set({ ...node, timeoutMinutes: num(v, 1440) })}
          />
        </>
      ) : null}
    </Stack>
  );
}

// Wait until a date of the member (a profile date) or of the trigger (a property such as expiresOn).
function WaitDateFields({ node, set }: { node: TWaitNode; set: (n: TWorkflowNode) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('automations.canvas.date_source')}
        data={WAIT_DATE_SOURCES.map((s) => ({ value: s, label: t(`automations.canvas.date_sources.${s}`) }))}
        value={node.dateSource}
        allowDeselect={false}
        onChange={(v) => v && set({ ...node, dateSource: v as TWaitNode['dateSource'], dateField: '' })}
        data-testid="wait-date-source"
      />
      {node.dateSource === 'member' ? (
        <Select
          label={t('automations.canvas.date_field')}
          data={WAIT_MEMBER_DATES.map((f) => ({ value: f, label: t(`automations.canvas.member_dates.${f}`) }))}
          value={node.dateField || null}
          onChange={(v) => set({ ...node, dateField: v ?? '' })}
          data-testid="wait-date-field"
        />
      ) : (
        <TextInput
          label={t('automations.canvas.date_property')}
          description={t('automations.canvas.date_property_help')}
          value={node.dateField}
          onChange={(e) => set({ ...node, dateField: e.currentTarget.value.trim() })}
          data-testid="wait-date-field"
        />
      )}
      <NumberInput
        label={t('automations.canvas.offset_days')}
        description={t('automations.canvas.offset_days_help')}
        min={-3650}
        max={3650}
        value={node.offsetDays}
        onChange={(v) => set({ ...node, offsetDays: num(v, 0) })}
      />
      <HourMinute node={node} set={set} />
      <Checkbox
        label={t('automations.canvas.yearly')}
        checked={node.yearly}
        onChange={(e) => set({ ...node, yearly: e.currentTarget.checked })}
      />
    </>
  );
}

function ConditionForm({
  node,
  set,
}: {
  node: Extract<TWorkflowNode, { type: 'condition' }>;
  set: (n: TWorkflowNode) => void;
}) {
  return <ConditionFields condition={node.condition} onChange={(condition) => set({ ...node, condition })} />;
}

function SplitForm({ node, set }: { node: Extract<TWorkflowNode, { type: 'ab' }>; set: (n: TWorkflowNode) => void }) {
  const { t } = useTranslation();
  const sum = node.branches.reduce((s, b) => s + b.percent, 0);
  return (
    <Stack gap="xs">
      {node.branches.map((b, i) => (
        <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label={t('automations.canvas.branch', { n: i + 1 })}
            min={0}
            max={100}
            suffix="%"
            value={b.percent}
            onChange={(v) =>
              set({ ...node, branches: node.branches.map((x, j) => (j === i ? { ...x, percent: num(v, 0) } : x)) })
            }
          />
          {node.branches.length > 2 ? (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('automations.canvas.remove_branch', { n: i + 1 })}
              onClick={() => set({ ...node, branches: node.branches.filter((_, j) => j !== i) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      <Text size="xs" c={sum === 100 ? 'gray.7' : 'red.8'}>
        {t('automations.canvas.split_sum', { sum })}
      </Text>
      {node.branches.length < 5 ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => set({ ...node, branches: [...node.branches, { percent: 0, next: null }] })}
        >
          {t('automations.canvas.add_branch')}
        </Button>
      ) : null}
      <Switch
        label={t('automations.canvas.ab_winner')}
        description={t('automations.canvas.ab_winner_help')}
        checked={node.winner !== null}
        onChange={(e) =>
          set({
            ...node,
            winner: e.currentTarget.checked
              ? { metric: 'conversion_rate', sampleSize: 1000, decideAfterHours: 24 }
              : null,
          })
        }
        data-testid="ab-winner"
      />
      {node.winner ? (
        <>
          <Select
            label={t('automations.canvas.ab_metric')}
            data={AB_WINNER_METRICS.map((m) => ({ value: m, label: t(`automations.canvas.ab_metrics.${m}`) }))}
            value={node.winner.metric}
            allowDeselect={false}
            onChange={(v) => v && node.winner && set({ ...node, winner: { ...node.winner, metric: v as TMetric } })}
          />
          <Group grow>
            <NumberInput
              label={t('automations.canvas.ab_sample')}
              min={10}
              max={1_000_000}
              value={node.winner.sampleSize}
              onChange={(v) => node.winner && set({ ...node, winner: { ...node.winner, sampleSize: num(v, 1000) } })}
            />
            <NumberInput
              label={t('automations.canvas.ab_decide_after')}
              min={0}
              max={720}
              value={node.winner.decideAfterHours}
              onChange={(v) =>
                node.winner && set({ ...node, winner: { ...node.winner, decideAfterHours: num(v, 24) } })
              }
            />
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

const emptyContent = (): TMessageContent => ({ defaultLanguage: 'tr', languages: { tr: {} } });

// A send: channels in fallback order (the first the member can receive), content per channel and
// language, typed or taken from a saved template, edited in a wide dialog.
function SendForm({ node, set }: { node: TSendNode; set: (n: TWorkflowNode) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TChannel | null>(null);
  const campaigns = useCampaigns({ page: 1, perPage: 100 });
  return (
    <Stack gap="xs">
      <MultiSelect
        label={t('automations.canvas.channels_label')}
        description={t('automations.canvas.channels_help')}
        data={CHANNELS.map((c) => ({ value: c, label: t(`automations.canvas.channels.${c}`) }))}
        value={node.channels}
        onChange={(v) => v.length > 0 && set({ ...node, channels: v as TChannel[] })}
        data-testid="send-channels"
      />
      {node.channels.map((channel) => {
        const content = node.contents[channel];
        const filled = content
          ? Object.values(content.languages).some((l) => (l.body ?? l.html ?? l.text ?? '').trim() !== '')
          : false;
        return (
          <Group key={channel} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t(`automations.canvas.channels.${channel}`)} ·{' '}
              <Text span c={filled ? 'teal.9' : 'red.8'} size="sm">
                {filled ? t('automations.canvas.content_ready') : t('automations.canvas.content_missing')}
              </Text>
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(channel)}
              data-testid={`send-edit-${channel}`}
            >
              {t('automations.canvas.edit_content')}
            </Button>
          </Group>
        );
      })}
      <Select
        label={t('automations.canvas.coupon_campaign')}
        description={t('automations.canvas.coupon_campaign_help', { code: '{{ coupon_code }}' })}
        placeholder={t('automations.none')}
        data={(campaigns.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={node.couponCampaignId === null ? null : String(node.couponCampaignId)}
        clearable
        searchable
        onChange={(v) => set({ ...node, couponCampaignId: v ? Number(v) : null })}
        data-testid="send-coupon-campaign"
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={
          editing ? t('automations.canvas.content_title', { channel: t(`automations.canvas.channels.${editing}`) }) : ''
        }
      >
        {editing ? (
          <Stack>
            <MessageContentEditor
              channel={editing}
              value={node.contents[editing] ?? emptyContent()}
              onChange={(value) => set({ ...node, contents: { ...node.contents, [editing]: { ...value } } })}
            />
            <Group justify="flex-end">
              <Button color="indigo.8" onClick={() => setEditing(null)} data-testid="send-content-done">
                {t('automations.canvas.done')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

// The side panel: the selected step's settings and where it leads.
export function NodePanel({
  graph,
  onChange,
  selected,
  onDelete,
  workflowId = null,
}: TProps & { selected: string; onDelete: (id: string) => void; workflowId?: number | null }) {
  const { t } = useTranslation();
  if (selected === TRIGGER_ID)
    return (
      <Stack gap="xs" data-testid="node-panel">
        <Title order={3} fz="h5">
          {t('automations.workflows.trigger')}
        </Title>
        <TriggerForm graph={graph} onChange={onChange} workflowId={workflowId} />
      </Stack>
    );
  const node = graph.nodes.find((n) => n.id === selected);
  if (!node) return null;
  const set = (next: TWorkflowNode) => onChange(replaceNode(graph, next));
  return (
    <Stack gap="xs" data-testid="node-panel">
      <Group justify="space-between">
        <Title order={3} fz="h5">
          {t(`automations.workflows.node_types.${node.type}`)} · {node.id}
        </Title>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('automations.canvas.delete_node')}
          onClick={() => onDelete(node.id)}
          data-testid="node-delete"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {node.type === 'wait' ? <WaitForm node={node} set={set} /> : null}
      {node.type === 'condition' ? <ConditionForm node={node} set={set} /> : null}
      {node.type === 'ab' ? <SplitForm node={node} set={set} /> : null}
      {node.type === 'send' ? <SendForm node={node} set={set} /> : null}
      {node.type === 'update_member' ? <UpdateMemberForm node={node} set={set} /> : null}
      {node.type === 'webhook' ? <WebhookForm node={node} set={set} workflowId={workflowId} /> : null}
      {node.type === 'exit' ? <Text size="sm">{t('automations.canvas.exit_help')}</Text> : null}
      <NextSelects graph={graph} onChange={onChange} sourceId={node.id} />
    </Stack>
  );
}
