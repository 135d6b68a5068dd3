import { isJourneyMemberField, journeyFieldValue } from './member-field-values';
import {
  isKnownJourneyEvent,
  nextIds,
  type TUpdateMemberNode,
  type TWorkflowGraph,
  type TWorkflowNode,
} from './workflow';

// What is wrong with a graph before it can go live, each naming its node ('trigger' for the trigger).
export const GRAPH_ISSUES = [
  'duplicate_node',
  'missing_start',
  'unknown_next',
  'unreachable',
  'unknown_event',
  'send_no_content',
  'cycle_without_wait',
  'split_percent_sum',
  'wait_event_missing',
  'wait_date_missing',
  'webhook_url_invalid',
  'segment_missing',
  'flow_filter_incomplete',
  'update_member_empty',
  'member_field_unknown',
  'member_field_invalid',
] as const;
export type TGraphIssueCode = (typeof GRAPH_ISSUES)[number];
export type TGraphIssue = { nodeId: string; code: TGraphIssueCode; detail?: string };
// The flow filter's issues name it as their node.
export const FLOW_FILTER_ID = 'flow_filter';

// A flow filter condition is complete when it names what it checks (a segment, a known event, a property).
function conditionComplete(c: TWorkflowGraph['flowFilter'][number]): boolean {
  if (c.kind === 'in_segment') return c.segmentId !== null;
  if (c.kind === 'event_since_entry') return c.event !== null && isKnownJourneyEvent(c.event);
  return c.property !== null;
}

function hasContent(node: Extract<TWorkflowNode, { type: 'send' }>): boolean {
  return node.channels.every((channel) => {
    const content = node.contents[channel];
    if (!content) return false;
    return Object.values(content.languages).some(
      (l) => (l.body ?? '').trim() !== '' || (l.html ?? '').trim() !== '' || (l.text ?? '').trim() !== '',
    );
  });
}

// A segment entered / left trigger's segment (its segmentId filter); null for other triggers,
// undefined when a segment trigger names none.
export function segmentTriggerId(graph: TWorkflowGraph): number | null | undefined {
  const t = graph.trigger;
  if (t.kind !== 'event' || (t.event !== 'segment_entered' && t.event !== 'segment_left')) return null;
  const filter = t.filters.find((f) => f.property === 'segmentId' && f.op === 'eq');
  const id = filter ? Number(filter.value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// An update-member step sets something, and only writable member fields with values they accept.
function updateMemberIssues(node: TUpdateMemberNode): TGraphIssue[] {
  if (node.tags.length === 0 && node.fields.length === 0) return [{ nodeId: node.id, code: 'update_member_empty' }];
  return node.fields.flatMap(({ field, value }): TGraphIssue[] => {
    if (!isJourneyMemberField(field)) return [{ nodeId: node.id, code: 'member_field_unknown', detail: field }];
    return journeyFieldValue(field, value) === undefined
      ? [{ nodeId: node.id, code: 'member_field_invalid', detail: field }]
      : [];
  });
}

export function validateGraph(graph: TWorkflowGraph): TGraphIssue[] {
  const issues: TGraphIssue[] = [];
  const byId = new Map<string, TWorkflowNode>();
  for (const node of graph.nodes) {
    if (byId.has(node.id)) issues.push({ nodeId: node.id, code: 'duplicate_node' });
    byId.set(node.id, node);
  }
  if (graph.trigger.kind === 'event' && !isKnownJourneyEvent(graph.trigger.event))
    issues.push({ nodeId: 'trigger', code: 'unknown_event', detail: graph.trigger.event });
  if (graph.trigger.kind === 'event' && segmentTriggerId(graph) === undefined)
    issues.push({ nodeId: 'trigger', code: 'segment_missing' });
  if (!graph.flowFilter.every(conditionComplete))
    issues.push({ nodeId: FLOW_FILTER_ID, code: 'flow_filter_incomplete' });
  if (!isKnownJourneyEvent(graph.conversion.event))
    issues.push({ nodeId: 'conversion', code: 'unknown_event', detail: graph.conversion.event });
  for (const goal of graph.exitGoals)
    if (!isKnownJourneyEvent(goal)) issues.push({ nodeId: 'goals', code: 'unknown_event', detail: goal });
  if (graph.start === null || !byId.has(graph.start)) issues.push({ nodeId: 'trigger', code: 'missing_start' });

  for (const node of graph.nodes) {
    for (const next of nextIds(node))
      if (!byId.has(next)) issues.push({ nodeId: node.id, code: 'unknown_next', detail: next });
    if (node.type === 'send' && !hasContent(node)) issues.push({ nodeId: node.id, code: 'send_no_content' });
    if (node.type === 'ab' && node.branches.reduce((s, b) => s + b.percent, 0) !== 100)
      issues.push({ nodeId: node.id, code: 'split_percent_sum' });
    if (node.type === 'wait' && node.mode === 'event') {
      if (!node.event) issues.push({ nodeId: node.id, code: 'wait_event_missing' });
      else if (!isKnownJourneyEvent(node.event))
        issues.push({ nodeId: node.id, code: 'unknown_event', detail: node.event });
    }
    if (node.type === 'wait' && node.mode === 'date' && node.dateField === '')
      issues.push({ nodeId: node.id, code: 'wait_date_missing' });
    if (node.type === 'webhook' && !isHttpUrl(node.url)) issues.push({ nodeId: node.id, code: 'webhook_url_invalid' });
    if (node.type === 'update_member') issues.push(...updateMemberIssues(node));
    if (node.type === 'condition' && node.condition.kind === 'event_since_entry') {
      const event = node.condition.event;
      if (!event || !isKnownJourneyEvent(event))
        issues.push({ nodeId: node.id, code: 'unknown_event', detail: event ?? '' });
    }
  }

  // Reachability from the start.
  const reached = new Set<string>();
  const stack = graph.start !== null && byId.has(graph.start) ? [graph.start] : [];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    const node = byId.get(id);
    if (node) for (const next of nextIds(node)) if (byId.has(next)) stack.push(next);
  }
  for (const node of graph.nodes) if (!reached.has(node.id)) issues.push({ nodeId: node.id, code: 'unreachable' });

  // A loop must pass through a wait, or a member would spin through it in one step forever.
  const passable = (node: TWorkflowNode) => node.type !== 'wait';
  const state = new Map<string, 'open' | 'done'>();
  const reportedCycle = new Set<string>();
  const visit = (id: string): void => {
    state.set(id, 'open');
    const node = byId.get(id);
    if (node && passable(node)) {
      for (const next of nextIds(node)) {
        const nextNode = byId.get(next);
        if (!nextNode || !passable(nextNode)) continue;
        if (state.get(next) === 'open') {
          if (!reportedCycle.has(next)) issues.push({ nodeId: next, code: 'cycle_without_wait' });
          reportedCycle.add(next);
        } else if (!state.has(next)) visit(next);
      }
    }
    state.set(id, 'done');
  };
  for (const node of graph.nodes) if (!state.has(node.id)) visit(node.id);
  return issues;
}
