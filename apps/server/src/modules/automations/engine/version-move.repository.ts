import { sql } from 'drizzle-orm';
import type { TWorkflowGraph } from '@ulak/shared';
import type { DbOrTx } from '../../../platform/db/database';
import { addJob } from '../../../platform/jobs/add-job';
import { ADVANCE_JOB } from './advance.service';

// Moving the members inside a workflow onto a version just published (the merchant's choice): each
// journey goes onto the node with the same id in the new version, keeping its wait when that node is a
// wait too, else running the node now; a journey whose node the new version does not have ends with the
// reason 'node_removed'. Each move and exit appends its visit, so a replay cannot count it twice.
export async function moveToVersion(
  tx: DbOrTx,
  accountId: number,
  workflowId: number,
  versionId: number,
  graph: TWorkflowGraph,
  now: Date,
): Promise<{ moved: number; exited: number }> {
  const nodes = JSON.stringify(graph.nodes.map((n) => ({ id: n.id, type: n.type })));
  const at = now.toISOString();
  const scope = sql`e.account_id = ${accountId} and e.workflow_id = ${workflowId} and e.version_id <> ${versionId}
    and e.status in ('active', 'waiting')`;
  const moved = await tx.execute<{ n: number }>(sql`
    with n as (select id, type from jsonb_to_recordset(${nodes}::jsonb) as n(id text, type text)),
    m as (
      update journey_enrollments e set version_id = ${versionId}, step = e.step + 1,
        status = case when e.status = 'waiting' and n.type = 'wait' then 'waiting' else 'active' end,
        wake_at = case when e.status = 'waiting' and n.type = 'wait' then e.wake_at
          else least(coalesce(e.wake_at, ${at}::timestamptz), ${at}::timestamptz) end,
        wait_event = case when e.status = 'waiting' and n.type = 'wait' then e.wait_event end,
        wait_key = case when e.status = 'waiting' and n.type = 'wait' then e.wait_key end
      from n where ${scope} and n.id = e.node_id
      returning e.id, e.member_id, e.node_id, e.step - 1 as step
    ), ev as (
      insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id, node_id, step, kind, occurred_at)
      select ${accountId}, ${workflowId}, ${versionId}, id, member_id, node_id, step, 'moved', ${at}::timestamptz from m
      returning 1
    )
    select (select count(*) from ev)::int as n`);
  const exited = await tx.execute<{ n: number }>(sql`
    with x as (
      update journey_enrollments e set status = 'exited', exit_reason = 'node_removed', finished_at = ${at}::timestamptz,
        wake_at = null, wait_event = null, wait_key = null, step = e.step + 1
      where ${scope} and (e.node_id is null
        or e.node_id not in (select id from jsonb_to_recordset(${nodes}::jsonb) as n(id text, type text)))
      returning e.id, e.version_id, e.member_id, e.node_id, e.step - 1 as step
    ), ev as (
      insert into journey_events (account_id, workflow_id, version_id, enrollment_id, member_id, node_id, step, kind, occurred_at)
      select ${accountId}, ${workflowId}, version_id, id, member_id, coalesce(node_id, 'end'), step, 'exited', ${at}::timestamptz
      from x returning 1
    )
    select (select count(*) from ev)::int as n`);
  const result = { moved: Number(moved.rows[0]?.n ?? 0), exited: Number(exited.rows[0]?.n ?? 0) };
  if (result.moved > 0) await addJob(tx, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB });
  return result;
}
