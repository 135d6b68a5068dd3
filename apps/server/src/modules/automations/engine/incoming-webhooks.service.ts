import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INCOMING_WEBHOOK_MAX_SKEW_SECONDS, ZIncomingWebhookBody, type TIncomingWebhookResult } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/http/app-error';
import { addJob } from '../../../platform/jobs/add-job';
import { findMemberByIdentity } from '../../audience';
import { ADVANCE_JOB } from './advance.service';
import { entryRepository } from './entry.repository';
import { webhookSignature } from './webhooks.service';

// Incoming webhooks: an outside system starts a webhook-triggered workflow for one member with a POST to the
// workflow's URL. The call proves it holds the workflow's secret (an HMAC signature of the raw body, or the
// secret as a bearer token; both compared in constant time); its delivery id is recorded with the entry in
// one transaction, so a retried delivery starts no second journey.

export type TIncomingHeaders = {
  signature?: string;
  timestamp?: string;
  authorization?: string;
  deliveryId?: string;
};

// Equal-length digests, so the comparison's time says nothing about where the strings differ.
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function incomingCallAuthentic(secret: string, raw: string, h: TIncomingHeaders, now: Date): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(h.authorization ?? '')?.[1]?.trim();
  if (bearer) return sameSecret(bearer, secret);
  if (!h.signature || !h.timestamp || !/^\d{1,12}$/.test(h.timestamp)) return false;
  // An old signed call replayed later is refused even if its delivery id was pruned.
  if (Math.abs(now.getTime() / 1000 - Number(h.timestamp)) > INCOMING_WEBHOOK_MAX_SKEW_SECONDS) return false;
  return sameSecret(h.signature, webhookSignature(secret, h.timestamp, raw));
}

const unauthenticated = () => new AppError('unauthenticated', 401, 'errors.invalid_signature');

type TTarget = { account_id: number; webhook_secret: string | null; status: string; trigger_kind: string | null };

export async function receiveIncomingWebhook(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  workflowId: number,
  raw: string,
  headers: TIncomingHeaders,
  now = new Date(),
): Promise<TIncomingWebhookResult> {
  const found = await deps.db.execute<TTarget>(sql`select w.account_id, w.webhook_secret, w.status,
      v.graph->'trigger'->>'kind' as trigger_kind
    from workflows w left join workflow_versions v on v.id = w.live_version_id where w.id = ${workflowId}`);
  const target = found.rows[0];
  // An unknown workflow and a wrong secret answer alike: the URL alone reveals nothing.
  if (!target?.webhook_secret) throw unauthenticated();
  if (!incomingCallAuthentic(deps.secretBox.open(target.webhook_secret), raw, headers, now)) throw unauthenticated();
  if (target.status !== 'active' || target.trigger_kind !== 'webhook')
    throw new AppError('not_found', 404, 'errors.workflow_webhook_not_live');

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('validation', 422, 'validation.webhook_body_invalid');
  }
  const parsed = ZIncomingWebhookBody.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fields[issue.path.join('.') || 'body'] ??= []).push(
        issue.message.startsWith('validation.') ? issue.message : 'validation.webhook_body_invalid',
      );
    const first = Object.values(fields)[0]?.[0] ?? 'validation.webhook_body_invalid';
    throw new AppError('validation', 422, first, {}, [first], fields);
  }
  const body = parsed.data;
  const deliveryId = headers.deliveryId?.trim() || body.deliveryId;
  if (!deliveryId || deliveryId.length > 200)
    throw new AppError('validation', 422, 'validation.webhook_delivery_id_required', {}, [], {
      deliveryId: ['validation.webhook_delivery_id_required'],
    });
  const accountId = Number(target.account_id);

  return deps.db.transaction(async (tx) => {
    const memberId = await findMemberByIdentity(tx, accountId, body.member);
    // Not recorded: once the member exists, a retry of the same delivery can start the journey.
    if (memberId === null) throw new AppError('member_not_found', 404, 'errors.webhook_member_not_found');
    // Concurrent retries wait on the unique index; the loser reads the winner's outcome.
    const claimed = await tx.execute<{ id: number }>(sql`insert into workflow_webhook_deliveries
        (account_id, workflow_id, delivery_id, member_id, outcome)
      values (${accountId}, ${workflowId}, ${deliveryId}, ${memberId}, 'pending')
      on conflict (account_id, workflow_id, delivery_id) do nothing returning id`);
    if (claimed.rows.length === 0) {
      const seen = await tx.execute<{ member_id: number }>(sql`select member_id from workflow_webhook_deliveries
        where account_id = ${accountId} and workflow_id = ${workflowId} and delivery_id = ${deliveryId}`);
      return { status: 'duplicate', memberId: Number(seen.rows[0]?.member_id ?? memberId), deliveryId };
    }
    const [version] = await entryRepository.liveVersions(tx, accountId, null, workflowId);
    const entered = version
      ? await entryRepository.enter(
          tx,
          version,
          [{ member_id: memberId, entry_key: `webhook:${deliveryId}`, context: { trigger: body.data, deliveryId } }],
          now,
        )
      : 0;
    const status = entered > 0 ? 'entered' : 'not_entered';
    await tx.execute(sql`update workflow_webhook_deliveries set outcome = ${status}
      where id = ${Number(claimed.rows[0]?.id)}`);
    if (entered > 0) await addJob(tx, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB });
    return { status, memberId, deliveryId };
  });
}

// How long a delivery id is remembered: a sender retrying the same delivery later than this starts a
// new journey. Webhook senders give up within hours to a few days.
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

// Forgets delivery ids older than the retention (daily); returns how many went.
export async function pruneWebhookDeliveries(deps: Pick<AppDeps, 'db'>, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
  const gone = await deps.db.execute(
    sql`delete from workflow_webhook_deliveries where created_at < ${before.toISOString()}::timestamptz`,
  );
  return gone.rowCount ?? 0;
}
