import type { AppDeps } from '../../../platform/deps';
import type { TMemberEvent as TJourneyEvent } from '../../../platform/jobs/member-events';
import type { DbOrTx } from '../../../platform/db/database';
import { addJob } from '../../../platform/jobs/add-job';
import { ADVANCE_JOB } from './advance.service';
import { entryRepository, type TEntryCandidate, type TLiveVersion, type TMemberEvent } from './entry.repository';
import { journeysRepository } from './journeys.repository';
import { matchesFilters } from './walk';

// Events reach journeys through the members.events job (platform/jobs/member-events): the tracking
// drain and the orders API publish the events of identified members in their own transaction; this
// handler enters, wakes and ends journeys on them.

function keyOf(version: TLiveVersion, props: Record<string, unknown>): string | null {
  const t = version.graph.trigger;
  if (t.kind !== 'event' || t.keyProperty === null) return null;
  const value = props[t.keyProperty];
  return value === undefined || value === null ? null : String(value);
}

export async function handleJourneyEvents(deps: Pick<AppDeps, 'db'>, events: TJourneyEvent[], now = new Date()) {
  const byAccount = new Map<number, TMemberEvent[]>();
  for (const e of events)
    byAccount.set(e.accountId, [
      ...(byAccount.get(e.accountId) ?? []),
      { member_id: e.memberId, name: e.name, properties: e.properties, application_id: e.applicationId ?? null },
    ]);
  let moved = 0;
  await deps.db.transaction(async (tx) => {
    for (const [accountId, list] of byAccount) {
      // Goals first: a purchase ends a cart journey before the same purchase could start another.
      moved += await entryRepository.exitOnGoals(tx, accountId, list, now);
      // Conversions by each version's goal (any journey event; its order value, if it has one, is the revenue).
      await entryRepository.convert(
        tx,
        accountId,
        list.map((e) => ({ member_id: e.member_id, name: e.name, value: Number(e.properties.totalPrice ?? 0) || 0 })),
        now,
      );
      moved += await wakeWaiting(tx, accountId, list, now);
      moved += await enterFromEvents(tx, accountId, list, now);
    }
    if (moved > 0) await addJob(tx, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB });
  });
  return moved;
}

// Enters members straight into a workflow's live version (no event), e.g. recent sign-ups.
export async function enterMembers(
  tx: DbOrTx,
  accountId: number,
  workflowId: number,
  memberIds: number[],
  now: Date,
): Promise<number> {
  const [version] = await entryRepository.liveVersions(tx, accountId, null, workflowId);
  if (!version || memberIds.length === 0) return 0;
  const entered = await entryRepository.enter(
    tx,
    version,
    memberIds.map((id) => ({ member_id: id, entry_key: 'backfill', context: { trigger: {} } })),
    now,
  );
  if (entered > 0) await addJob(tx, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB });
  return entered;
}

async function wakeWaiting(tx: DbOrTx, accountId: number, list: TMemberEvent[], now: Date): Promise<number> {
  const waiting = await entryRepository.waitingFor(tx, accountId, list);
  if (waiting.length === 0) return 0;
  const versions = new Map(
    (await journeysRepository.versions(tx, [...new Set(waiting.map((w) => w.version_id))])).map((v) => [v.id, v]),
  );
  const woken: { id: number; matched: Record<string, unknown> }[] = [];
  for (const w of waiting) {
    const node = versions.get(w.version_id)?.graph.nodes.find((n) => n.id === w.node_id);
    if (node?.type !== 'wait') continue;
    const keyProperty = typeof w.context.keyProperty === 'string' ? w.context.keyProperty : null;
    const event = list.find(
      (e) =>
        e.member_id === w.member_id &&
        e.name === w.wait_event &&
        matchesFilters(e.properties, node.filters) &&
        (w.wait_key === null || (keyProperty !== null && String(e.properties[keyProperty]) === w.wait_key)),
    );
    if (event) woken.push({ id: w.id, matched: event.properties });
  }
  await entryRepository.wake(tx, woken, now);
  return woken.length;
}

async function enterFromEvents(tx: DbOrTx, accountId: number, list: TMemberEvent[], now: Date): Promise<number> {
  const versions = await entryRepository.liveVersions(tx, accountId, [...new Set(list.map((e) => e.name))]);
  let entered = 0;
  for (const version of versions) {
    const t = version.graph.trigger;
    if (t.kind !== 'event') continue;
    const candidates: TEntryCandidate[] = list.flatMap((e) => {
      if (e.name !== t.event || !matchesFilters(e.properties, t.filters)) return [];
      if (t.applicationId !== null && e.application_id !== t.applicationId) return [];
      const key = keyOf(version, e.properties);
      return [
        {
          member_id: e.member_id,
          entry_key: key ?? now.toISOString(),
          context: { trigger: e.properties, ...(key === null ? {} : { key, keyProperty: t.keyProperty }) },
        },
      ];
    });
    entered += await entryRepository.enter(tx, version, candidates, now);
  }
  return entered;
}
