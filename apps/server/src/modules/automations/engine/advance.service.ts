import {
  isJourneyMemberField,
  journeyFieldColumn,
  journeyFieldValue,
  type TChannel,
  type TMessageContent,
  type TWorkflowGraph,
} from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import type { DbOrTx } from '../../../platform/db/database';
import { addJob } from '../../../platform/jobs/add-job';
import { memberReach, membersWithEventSince, setMemberFields, tagMembers } from '../../audience';
import { accountTimezone } from '../../accounts';
import { createSendRun } from '../../messaging';
import { segmentsOfMember } from '../../segments';
import {
  journeysRepository,
  type TClaimedRow,
  type TEnrollmentUpdate,
  type TJourneyEventRow,
  type TVersionRow,
} from './journeys.repository';
import { walk, type TWalkResult } from './walk';
import { queueWebhooks, type TWebhookCall } from './webhooks.service';

export const ADVANCE_JOB = 'automations.advance';
export const ADVANCE_POLICY = { claimSize: 500, timeBudgetMs: 20_000 };

// An update-member step's fields as column values, the last value of a field winning; a field that is not
// writable or a value that is not valid (a version published before the check) is left out.
function memberFieldValues(fields: TWalkResult['fields']): { column: string; value: string | null }[] {
  const byColumn = new Map<string, string | null>();
  for (const { field, value } of fields) {
    if (!isJourneyMemberField(field)) continue;
    const stored = journeyFieldValue(field, value);
    if (stored !== undefined) byColumn.set(journeyFieldColumn(field), stored);
  }
  return [...byColumn].map(([column, value]) => ({ column, value }));
}

// Published versions never change: cached per process.
const versionCache = new Map<number, TVersionRow>();

async function loadVersions(tx: DbOrTx, ids: number[]): Promise<Map<number, TVersionRow>> {
  const missing = ids.filter((id) => !versionCache.has(id));
  for (const v of await journeysRepository.versions(tx, missing)) versionCache.set(v.id, v);
  return new Map(ids.flatMap((id) => (versionCache.has(id) ? [[id, versionCache.get(id) as TVersionRow]] : [])));
}

// Facts the walk may ask for, fetched set-based for the batch only when its graphs need them.
export async function batchFacts(
  tx: DbOrTx,
  accountId: number,
  rows: TClaimedRow[],
  graphs: Map<number, TWorkflowGraph>,
  now: Date,
) {
  const nodes = [...graphs.values()].flatMap((g) => g.nodes);
  // The conditions of condition steps and of the flow filters.
  const conditions = [
    ...nodes.flatMap((n) => (n.type === 'condition' ? [n.condition] : [])),
    ...[...graphs.values()].flatMap((g) => g.flowFilter),
  ];
  const needsReach =
    conditions.some((c) => c.kind === 'member_field') ||
    nodes.some(
      (n) =>
        (n.type === 'send' && n.channels.length > 1) ||
        (n.type === 'wait' && n.mode === 'date' && n.dateSource === 'member'),
    );
  const memberIds = [...new Set(rows.map((r) => r.member_id))];
  const reach = needsReach ? await memberReach(tx, accountId, memberIds) : new Map();
  const events = new Set(conditions.flatMap((c) => (c.kind === 'event_since_entry' && c.event ? [c.event] : [])));
  const hadEvent = new Map<string, Set<number>>();
  for (const name of events)
    hadEvent.set(
      name,
      await membersWithEventSince(
        tx,
        accountId,
        name.replace(/^custom:/, ''),
        rows.map((r) => ({ memberId: r.member_id, since: r.entered_at })),
      ),
    );
  const needsSegments = conditions.some((c) => c.kind === 'in_segment');
  const segments = new Map<number, Set<number>>();
  if (needsSegments)
    for (const id of memberIds)
      segments.set(id, new Set((await segmentsOfMember({ db: tx }, accountId, id)).map((s) => s.id)));
  // Smart sending: per workflow with a window, its members who got a message within it.
  const recent = new Map<number, Set<number>>();
  for (const [workflowId, graph] of graphs)
    if (graph.smartSendingHours > 0)
      recent.set(
        workflowId,
        await journeysRepository.sentSince(
          tx,
          accountId,
          workflowId,
          [...new Set(rows.filter((r) => r.workflow_id === workflowId).map((r) => r.member_id))],
          new Date(now.getTime() - graph.smartSendingHours * 3_600_000),
        ),
      );
  // A/B splits with an automatic winner: decided once their sample is in and the decision delay passed.
  const winners = new Map<string, number>();
  for (const [workflowId, graph] of graphs)
    for (const node of graph.nodes) {
      if (node.type !== 'ab' || node.winner === null) continue;
      const sample = await journeysRepository.splitSample(tx, accountId, workflowId, node.id, node.winner.sampleSize);
      const size = sample.reduce((n, b) => n + b.members, 0);
      const last = Math.max(...sample.map((b) => b.last.getTime()));
      if (size < node.winner.sampleSize || last > now.getTime() - node.winner.decideAfterHours * 3_600_000) continue;
      const score = (b: (typeof sample)[number]) =>
        (node.winner?.metric === 'revenue_per_member' ? b.revenue : b.conversions) / b.members;
      const best = sample.reduce((a, b) =>
        score(b) > score(a) || (score(b) === score(a) && b.branch < a.branch) ? b : a,
      );
      winners.set(`${workflowId}|${node.id}`, Number(best.branch) - 1);
    }
  return { reach, hadEvent, segments, recent, winners, timeZone: await accountTimezone(tx, accountId) };
}

type TSendGroup = {
  accountId: number;
  workflowId: number;
  versionId: number;
  nodeId: string;
  channel: TChannel;
  content: TMessageContent;
  members: { memberId: number; enrollmentId: number; step: number }[];
};

// Claims one batch of due enrollments and moves each as far as it goes now, in one transaction:
// their visits, sends (one send run per node and channel) and new state commit together or not at all.
export async function advanceBatch(deps: Pick<AppDeps, 'db'>, now: Date, limit = ADVANCE_POLICY.claimSize) {
  return deps.db.transaction(async (tx) => {
    const claimed = await journeysRepository.claimDue(tx, now, limit);
    if (claimed.length === 0) return 0;
    const versions = await loadVersions(tx, [...new Set(claimed.map((r) => r.version_id))]);
    const updates: TEnrollmentUpdate[] = [];
    const events: TJourneyEventRow[] = [];
    const webhooks: TWebhookCall[] = [];
    const groups = new Map<string, TSendGroup>();
    const tagGroups = new Map<
      string,
      { accountId: number; tags: { name: string; value: string }[]; members: number[] }
    >();
    const fieldGroups = new Map<
      string,
      { accountId: number; values: { column: string; value: string | null }[]; members: number[] }
    >();
    const byAccount = new Map<number, TClaimedRow[]>();
    for (const row of claimed) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);

    for (const [accountId, rows] of byAccount) {
      // One graph per workflow for the facts (versions of a workflow share its smart sending window).
      const graphs = new Map<number, TWorkflowGraph>();
      for (const r of rows) {
        const v = versions.get(r.version_id);
        if (v && !graphs.has(r.workflow_id)) graphs.set(r.workflow_id, v.graph);
      }
      const facts = await batchFacts(tx, accountId, rows, graphs, now);
      for (const row of rows) {
        const version = versions.get(row.version_id);
        if (!version) continue;
        const result: TWalkResult = walk(
          version.graph,
          {
            id: row.id,
            memberId: row.member_id,
            status: row.status,
            nodeId: row.node_id,
            step: row.step,
            context: row.context ?? {},
            enteredAt: row.entered_at,
          },
          {
            now,
            timeZone: facts.timeZone,
            reachable: (channel) => {
              const r = facts.reach.get(row.member_id);
              return channel === 'email' || channel === 'sms' || channel === 'whatsapp' ? Boolean(r?.[channel]) : true;
            },
            inSegment: (segmentId) => facts.segments.get(row.member_id)?.has(segmentId) ?? false,
            eventSinceEntry: (event) => facts.hadEvent.get(event)?.has(row.member_id) ?? false,
            memberField: (field) => facts.reach.get(row.member_id)?.fields[field],
            recentlySent: () => facts.recent.get(row.workflow_id)?.has(row.member_id) ?? false,
            splitWinner: (nodeId) => facts.winners.get(`${row.workflow_id}|${nodeId}`) ?? null,
          },
        );
        const s = result.state;
        updates.push({
          id: row.id,
          status: s.status,
          node_id: s.nodeId,
          wake_at: s.wakeAt?.toISOString() ?? null,
          wait_event: s.waitEvent,
          wait_key: s.waitKey,
          step: s.step,
          context: s.context,
        });
        for (const v of result.visits)
          events.push({
            account_id: accountId,
            workflow_id: row.workflow_id,
            version_id: row.version_id,
            enrollment_id: row.id,
            member_id: row.member_id,
            node_id: v.nodeId,
            step: v.step,
            kind: v.kind,
            channel: v.channel,
            send_id: null,
            revenue: null,
            branch: v.branch ?? null,
          });
        for (const send of result.sends) {
          const key = `${row.version_id}|${send.nodeId}|${send.channel}`;
          const content = send.node.contents[send.channel];
          if (!content) continue;
          const group = groups.get(key) ?? {
            accountId,
            workflowId: row.workflow_id,
            versionId: row.version_id,
            nodeId: send.nodeId,
            channel: send.channel,
            content,
            members: [],
          };
          group.members.push({ memberId: row.member_id, enrollmentId: row.id, step: send.step });
          groups.set(key, group);
        }
        for (const hook of result.webhooks)
          webhooks.push({
            accountId,
            workflowId: row.workflow_id,
            versionId: row.version_id,
            enrollmentId: row.id,
            memberId: row.member_id,
            nodeId: hook.nodeId,
            url: hook.node.url,
            trigger: ((row.context ?? {}).trigger ?? {}) as Record<string, unknown>,
          });
        const values = memberFieldValues(result.fields);
        if (values.length > 0) {
          const key = `${accountId}|${JSON.stringify(values)}`;
          const group = fieldGroups.get(key) ?? { accountId, values, members: [] };
          group.members.push(row.member_id);
          fieldGroups.set(key, group);
        }
        if (result.tags.length > 0) {
          const key = `${accountId}|${JSON.stringify(result.tags)}`;
          const group = tagGroups.get(key) ?? { accountId, tags: result.tags, members: [] };
          group.members.push(row.member_id);
          tagGroups.set(key, group);
        }
      }
    }

    // Sends: one run per node and channel of this batch, its messages keyed by the run and member.
    const sendOf = new Map<string, number>();
    for (const group of groups.values()) {
      const sendId = await journeysRepository.insertSend(tx, group);
      await createSendRun(tx, {
        accountId: group.accountId,
        channel: group.channel,
        sourceType: 'automation',
        sourceId: sendId,
        content: group.content,
        audience: { kind: 'members', memberIds: [...new Set(group.members.map((m) => m.memberId))] },
        commercial: true,
      });
      for (const m of group.members) sendOf.set(`${m.enrollmentId}|${m.step}`, sendId);
    }
    for (const event of events) event.send_id = sendOf.get(`${event.enrollment_id}|${event.step}`) ?? null;
    for (const group of tagGroups.values()) await tagMembers(tx, group.accountId, group.members, group.tags);
    for (const group of fieldGroups.values()) await setMemberFields(tx, group.accountId, group.members, group.values);
    await queueWebhooks(tx, now, webhooks);

    await journeysRepository.appendEvents(tx, now, events);
    await journeysRepository.update(tx, now, updates);
    return claimed.length;
  });
}

// The advance job: batches until nothing is due or the time budget is spent, then a job at the next
// wake-up (the minute cron is only the safety net).
export async function advanceDue(deps: Pick<AppDeps, 'db'>, now: () => Date = () => new Date()): Promise<number> {
  const started = Date.now();
  let total = 0;
  for (;;) {
    const n = await advanceBatch(deps, now());
    total += n;
    if (n === 0) break;
    if (Date.now() - started > ADVANCE_POLICY.timeBudgetMs) {
      await addJob(deps.db, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB });
      return total;
    }
  }
  await scheduleNextWake(deps.db);
  return total;
}

export async function scheduleNextWake(db: DbOrTx): Promise<void> {
  const at = await journeysRepository.earliestWake(db);
  if (at) await addJob(db, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB, runAt: at });
}
