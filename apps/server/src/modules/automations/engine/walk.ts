import type {
  TChannel,
  TCondition,
  TPropertyFilter,
  TWaitNode,
  TWebhookNode,
  TWorkflowGraph,
  TWorkflowNode,
} from '@ulak/shared';
import { localParts, zonedTime } from '../../../platform/zoned-time';

// One enrollment's walk through its version's graph from where it stands, as far as it can go now:
// to a wait (parked until a time or an event), to the end, or to an exit. Pure: the facts it needs
// come in, the visits, sends and the new state go out; the caller persists them in one transaction.

export type TEnrollmentState = {
  id: number;
  memberId: number;
  status: 'active' | 'waiting';
  nodeId: string | null;
  step: number;
  context: Record<string, unknown>;
  enteredAt: Date;
};

export type TWalkFacts = {
  now: Date;
  timeZone: string;
  // Channels the member can receive (permission and address), for fallback sends.
  reachable: (channel: TChannel) => boolean;
  inSegment: (segmentId: number) => boolean;
  eventSinceEntry: (event: string) => boolean;
  memberField: (field: string) => unknown;
  // Smart sending: the member got a message from this workflow within its smart sending window.
  recentlySent: () => boolean;
  // An A/B split's decided winner (branch index), or null while it still splits by percentages.
  splitWinner: (nodeId: string) => number | null;
};

export type TVisitKind = 'visit' | 'sent' | 'skipped' | 'waiting' | 'completed' | 'exited';
// `branch`: the way a condition (yes/no) or an A/B split (1, 2, …) went; `wakeAt`: when a wait ends.
export type TVisit = {
  nodeId: string;
  step: number;
  kind: TVisitKind;
  channel: TChannel | null;
  branch?: string;
  wakeAt?: Date;
};

export type TWalkResult = {
  visits: TVisit[];
  sends: { nodeId: string; step: number; channel: TChannel; node: TWorkflowNode & { type: 'send' } }[];
  // Outgoing webhooks to call (after the transaction commits, by their own job).
  webhooks: { nodeId: string; step: number; node: TWebhookNode }[];
  tags: { name: string; value: string }[];
  // Member fields an update-member step set (in the order they were set; a later one wins).
  fields: { field: string; value: string }[];
  state: {
    status: 'active' | 'waiting' | 'completed' | 'exited';
    nodeId: string | null;
    wakeAt: Date | null;
    waitEvent: string | null;
    waitKey: string | null;
    step: number;
    context: Record<string, unknown>;
  };
};

// Guard against a graph that slipped past validation: no walk visits more nodes than this at once.
const MAX_VISITS = 200;

export function compare(actual: unknown, op: TPropertyFilter['op'], expected: unknown): boolean {
  const a = typeof actual === 'string' && typeof expected === 'number' ? Number(actual) : actual;
  if (op === 'eq') return String(a) === String(expected);
  if (op === 'neq') return String(a) !== String(expected);
  if (typeof a !== 'number' || typeof expected !== 'number' || !Number.isFinite(a)) return false;
  if (op === 'gt') return a > expected;
  if (op === 'gte') return a >= expected;
  if (op === 'lt') return a < expected;
  return a <= expected;
}

export function matchesFilters(props: Record<string, unknown>, filters: TPropertyFilter[]): boolean {
  return filters.every((f) => compare(props[f.property], f.op, f.value));
}

// A stable bucket 0..99 per enrollment and node (a retried step lands in the same branch).
export function bucketOf(enrollmentId: number, nodeId: string): number {
  let h = 2166136261 ^ enrollmentId;
  for (const ch of `${enrollmentId}:${nodeId}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  return (h >>> 0) % 100;
}

// The next hh:mm in the zone after `now`, on one of `weekdays` (1 = Monday) when given.
export function nextTimeOfDay(now: Date, timeZone: string, hour: number, minute: number, weekdays: number[]): Date {
  const today = localParts(now, timeZone);
  for (let i = 0; i <= 8; i++) {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const at = zonedTime(timeZone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, minute);
    const weekday = ((d.getUTCDay() + 6) % 7) + 1;
    if (at > now && (weekdays.length === 0 || weekdays.includes(weekday))) return at;
  }
  return new Date(now.getTime() + 86_400_000);
}

// The calendar day of a date value: 'YYYY-MM-DD' as written, a timestamp as the day it is in the zone.
function calendarDay(value: unknown, timeZone: string): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const text = value instanceof Date ? value.toISOString() : value.trim();
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (plain) return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  const p = localParts(instant, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

// When a date wait ends: the date (or its next anniversary when `yearly`) moved by `offsetDays`, at
// hour:minute in the account's zone. Null when the member or trigger has no such date, or it has passed:
// the member goes on at once.
export function dateWaitUntil(node: TWaitNode, value: unknown, now: Date, timeZone: string): Date | null {
  const base = calendarDay(value, timeZone);
  if (!base) return null;
  const at = (year: number) => {
    const d = new Date(Date.UTC(year, base.month - 1, base.day + node.offsetDays));
    return zonedTime(timeZone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), node.hour, node.minute);
  };
  if (!node.yearly) {
    const once = at(base.year);
    return once > now ? once : null;
  }
  const year = localParts(now, timeZone).year;
  for (const y of [year - 1, year, year + 1]) {
    const next = at(y);
    if (next > now) return next;
  }
  return null;
}

function conditionHolds(c: TCondition, facts: TWalkFacts, context: Record<string, unknown>): boolean {
  switch (c.kind) {
    case 'in_segment':
      return c.segmentId !== null && facts.inSegment(c.segmentId);
    case 'event_since_entry':
      return c.event !== null && facts.eventSinceEntry(c.event);
    case 'trigger_value': {
      const trigger = (context.trigger ?? {}) as Record<string, unknown>;
      return c.property !== null && compare(trigger[c.property], c.op, c.value);
    }
    case 'member_field':
      return c.property !== null && compare(facts.memberField(c.property), c.op, c.value);
  }
}

export function walk(graph: TWorkflowGraph, e: TEnrollmentState, facts: TWalkFacts): TWalkResult {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const visits: TVisit[] = [];
  const sends: TWalkResult['sends'] = [];
  const webhooks: TWalkResult['webhooks'] = [];
  const tags: TWalkResult['tags'] = [];
  const fields: TWalkResult['fields'] = [];
  let step = e.step;
  let context = e.context;
  const visit = (nodeId: string, kind: TVisitKind, channel: TChannel | null = null, more: Partial<TVisit> = {}) =>
    visits.push({ nodeId, step: step++, kind, channel, ...more });
  const done = (status: 'completed' | 'exited', nodeId: string): TWalkResult => {
    visit(nodeId, status);
    return {
      visits,
      sends,
      webhooks,
      tags,
      fields,
      state: { status, nodeId: null, wakeAt: null, waitEvent: null, waitKey: null, step, context },
    };
  };

  let current: string | null = e.nodeId;
  // Waking in a wait: go on past it (the event came, or the time or timeout passed).
  if (e.status === 'waiting' && current !== null) {
    const node = byId.get(current);
    if (node?.type === 'wait') {
      const matched = context.matched !== undefined;
      current = node.mode === 'event' && !matched ? node.timeoutNext : node.next;
      const { matched: _dropped, ...rest } = context;
      void _dropped;
      context = rest;
    }
  }

  while (visits.length < MAX_VISITS) {
    if (current === null) return done('completed', 'end');
    const node = byId.get(current);
    if (!node) return done('exited', current);
    switch (node.type) {
      case 'exit':
        return done('exited', node.id);
      case 'wait': {
        if (node.mode === 'date') {
          const trigger = (context.trigger ?? {}) as Record<string, unknown>;
          const value = node.dateSource === 'member' ? facts.memberField(node.dateField) : trigger[node.dateField];
          const until = dateWaitUntil(node, value, facts.now, facts.timeZone);
          if (until === null) {
            visit(node.id, 'visit');
            current = node.next;
            break;
          }
          visit(node.id, 'waiting', null, { wakeAt: until });
          return {
            visits,
            sends,
            webhooks,
            tags,
            fields,
            state: { status: 'waiting', nodeId: node.id, wakeAt: until, waitEvent: null, waitKey: null, step, context },
          };
        }
        const wakeAt =
          node.mode === 'duration'
            ? new Date(facts.now.getTime() + node.minutes * 60_000)
            : node.mode === 'time_of_day'
              ? nextTimeOfDay(facts.now, facts.timeZone, node.hour, node.minute, node.weekdays)
              : new Date(facts.now.getTime() + node.timeoutMinutes * 60_000);
        visit(node.id, 'waiting', null, { wakeAt });
        const key = node.mode === 'event' && node.matchKey ? ((context.key as string | undefined) ?? null) : null;
        return {
          visits,
          sends,
          webhooks,
          tags,
          fields,
          state: {
            status: 'waiting',
            nodeId: node.id,
            wakeAt,
            waitEvent: node.mode === 'event' ? node.event : null,
            waitKey: key,
            step,
            context,
          },
        };
      }
      case 'condition': {
        const holds = conditionHolds(node.condition, facts, context);
        visit(node.id, 'visit', null, { branch: holds ? 'yes' : 'no' });
        current = holds ? node.yes : node.no;
        break;
      }
      case 'ab': {
        const bucket = bucketOf(e.id, node.id);
        let acc = 0;
        const winner = node.winner ? facts.splitWinner(node.id) : null;
        const index = winner ?? node.branches.findIndex((b) => (acc += b.percent) > bucket);
        visit(node.id, 'visit', null, index < 0 ? {} : { branch: String(index + 1) });
        current = index < 0 ? null : (node.branches[index]?.next ?? null);
        break;
      }
      case 'send': {
        // The flow filter, checked again before every send: a member who no longer meets it leaves here.
        if (!graph.flowFilter.every((c) => conditionHolds(c, facts, context))) return done('exited', node.id);
        // One channel goes to the pipeline as is (its gates record why a message is blocked); several
        // channels fall back to the first one the member can receive.
        const channel = node.channels.length === 1 ? node.channels[0] : node.channels.find((c) => facts.reachable(c));
        // Smart sending counts this walk's own sends too (two sends with no wait between them).
        if (channel === undefined || (graph.smartSendingHours > 0 && (sends.length > 0 || facts.recentlySent())))
          visit(node.id, 'skipped');
        else {
          sends.push({ nodeId: node.id, step, channel, node });
          visit(node.id, 'sent', channel);
        }
        current = node.next;
        break;
      }
      case 'webhook':
        webhooks.push({ nodeId: node.id, step, node });
        visit(node.id, 'visit');
        current = node.next;
        break;
      case 'update_member':
        tags.push(...node.tags);
        fields.push(...node.fields);
        visit(node.id, 'visit');
        current = node.next;
        break;
    }
  }
  return done('exited', current ?? 'end');
}

export type { TWorkflowNode };
