import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../platform/deps';
import type { DbOrTx } from '../../../platform/db/database';
import { EgressError, egressRequest } from '../../../platform/egress';
import { addJob } from '../../../platform/jobs/add-job';
import { memberProfiles } from '../../audience';

// Outgoing webhook steps. The step writes one row per (journey, node) in the advance transaction and
// queues a job; the job POSTs the row's fixed JSON body to the merchant's URL through the egress guard,
// signed with the workflow's secret, and retries with the job queue's exponential backoff. The journey
// does not wait for the answer; the node's counters show delivered and failed calls.

export const WEBHOOK_JOB = 'automations.webhook';
export const WEBHOOK_MAX_ATTEMPTS = 6;
const TIMEOUT_MS = 10_000;

export type TWebhookCall = {
  accountId: number;
  workflowId: number;
  versionId: number;
  enrollmentId: number;
  memberId: number;
  nodeId: string;
  url: string;
  trigger: Record<string, unknown>;
};

// Inside the advance transaction: a replayed step finds its row and queues nothing new.
export async function queueWebhooks(tx: DbOrTx, now: Date, calls: TWebhookCall[]): Promise<void> {
  if (calls.length === 0) return;
  const byAccount = new Map<number, TWebhookCall[]>();
  for (const c of calls) byAccount.set(c.accountId, [...(byAccount.get(c.accountId) ?? []), c]);
  const rows: Record<string, unknown>[] = [];
  for (const [accountId, list] of byAccount) {
    const profiles = await memberProfiles(tx, accountId, [...new Set(list.map((c) => c.memberId))]);
    for (const c of list)
      rows.push({
        account_id: accountId,
        workflow_id: c.workflowId,
        enrollment_id: c.enrollmentId,
        node_id: c.nodeId,
        url: c.url,
        payload: {
          id: `${c.enrollmentId}:${c.nodeId}`,
          type: 'journey.webhook',
          occurredAt: now.toISOString(),
          workflow: { id: c.workflowId, versionId: c.versionId },
          journeyId: c.enrollmentId,
          nodeId: c.nodeId,
          member: profiles.get(c.memberId) ?? { id: c.memberId },
          trigger: c.trigger,
        },
      });
  }
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into journey_webhooks (account_id, workflow_id, enrollment_id, node_id, url, payload)
    select x.account_id, x.workflow_id, x.enrollment_id, x.node_id, x.url, x.payload
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, workflow_id bigint, enrollment_id bigint,
      node_id text, url text, payload jsonb)
    on conflict (account_id, enrollment_id, node_id) do nothing returning id`);
  for (const row of inserted.rows)
    await addJob(tx, WEBHOOK_JOB, { id: Number(row.id) }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
}

// The workflow's signing key in clear, made and stored sealed on first use.
export async function workflowWebhookSecret(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  accountId: number,
  workflowId: number,
  rotate = false,
): Promise<string | null> {
  const found = await deps.db.execute<{ webhook_secret: string | null }>(
    sql`select webhook_secret from workflows where account_id = ${accountId} and id = ${workflowId}`,
  );
  const row = found.rows[0];
  if (!row) return null;
  if (row.webhook_secret && !rotate) return deps.secretBox.open(row.webhook_secret);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  await deps.db.execute(sql`update workflows set webhook_secret = ${deps.secretBox.seal(secret)}
    where account_id = ${accountId} and id = ${workflowId}`);
  return secret;
}

// `sha256=<hex>` of "<timestamp>.<body>": the receiver recomputes it with the secret and rejects old timestamps.
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

type TWebhookRow = {
  id: number;
  account_id: number;
  workflow_id: number;
  url: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
};

// Answers that will not change on a retry: the merchant refused the call.
const permanent = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export async function deliverWebhook(deps: Pick<AppDeps, 'db' | 'secretBox' | 'config'>, id: number): Promise<void> {
  const found = await deps.db
    .execute<TWebhookRow>(sql`select id, account_id, workflow_id, url, payload, status, attempts
    from journey_webhooks where id = ${id}`);
  const row = found.rows[0];
  if (!row || row.status !== 'pending') return;
  const secret = await workflowWebhookSecret(deps, Number(row.account_id), Number(row.workflow_id));
  if (secret === null) return;
  const body = JSON.stringify(row.payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await egressRequest(
      row.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Ulak-Webhooks/1',
          'idempotency-key': String(row.payload.id),
          'x-ulak-timestamp': timestamp,
          'x-ulak-signature': webhookSignature(secret, timestamp, body),
        },
        body,
        timeoutMs: TIMEOUT_MS,
        maxResponseBytes: 0,
      },
      { allowPrivate: deps.config.egressAllowPrivate },
    );
    status = res.status;
  } catch (e) {
    error = e instanceof EgressError ? e.reason : 'unreachable';
  }
  const attempts = row.attempts + 1;
  const delivered = status !== null && status >= 200 && status < 300;
  const final =
    delivered || error === 'blocked' || (status !== null && permanent(status)) || attempts >= WEBHOOK_MAX_ATTEMPTS;
  await deps.db.execute(sql`update journey_webhooks set attempts = ${attempts}, last_status = ${status},
      last_error = ${error}, status = ${delivered ? 'delivered' : final ? 'failed' : 'pending'},
      finished_at = ${final ? sql`now()` : null}
    where id = ${id}`);
  // Not final: fail the job so the queue retries it later (exponential backoff).
  if (!final) throw new Error(`webhook ${id}: attempt ${attempts} failed (${status ?? error})`);
}
