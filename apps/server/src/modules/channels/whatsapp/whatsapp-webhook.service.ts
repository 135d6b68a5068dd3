import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../../platform/deps';
import { recordMessageEvent } from '../../messaging';
import { UNDELIVERABLE, graphFailure } from './providers/cloud-api';
import { whatsappReceiptsRepository, whatsappSettingsRepository } from './whatsapp.repository';

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'logger'>;

// GET verification: echo the challenge when the verify token is the account's, else refuse (403).
export async function verifyWebhook(
  deps: Deps,
  webhookKey: string,
  query: { mode?: string; token?: string; challenge?: string },
): Promise<string | null> {
  const row = await whatsappSettingsRepository(deps.db).findByWebhookKey(webhookKey);
  if (!row || query.mode !== 'subscribe' || !query.challenge || !query.token) return null;
  return safeEqual(query.token, row.verifyToken) ? query.challenge : null;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(raw body, app secret)>` over the bytes as received.
export function validSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=') || appSecret === '') return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest('hex');
  return safeEqual(header.slice(7).toLowerCase(), expected);
}

type TStatus = {
  id?: string;
  status?: string;
  recipient_id?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string }[];
};
type TPayload = { entry?: { changes?: { value?: { statuses?: TStatus[] } }[] }[] };

export type TWebhookResult = { accepted: false } | { accepted: true; updated: number };

// Records what one status means for its message; true when a message of the account was found.
async function applyStatus(deps: Deps, accountId: number, s: TStatus & { id: string }): Promise<boolean> {
  const message = { providerMessageId: s.id, accountId };
  const detail = { whatsappStatus: s.status, timestamp: s.timestamp };
  if (s.status === 'delivered')
    return (await recordMessageEvent(deps, { message, type: 'delivered', detail })) !== null;
  if (s.status === 'read') {
    // A read proves delivery; the delivered status may arrive later or not at all.
    await recordMessageEvent(deps, { message, type: 'delivered', detail });
    return (await recordMessageEvent(deps, { message, type: 'open', detail })) !== null;
  }
  if (s.status !== 'failed') return false;
  const error = s.errors?.[0];
  const code = Number(error?.code ?? 0);
  const text = error?.title ?? error?.message ?? 'failed';
  const recorded = await recordMessageEvent(deps, {
    message,
    type: 'failed',
    failure: graphFailure(code, text),
    detail,
  });
  // Undeliverable is often temporary: it counts as a soft bounce, and the number is suppressed
  // only after repeated ones (SOFT_BOUNCE_LIMIT), not at the first.
  if (code === UNDELIVERABLE)
    await recordMessageEvent(deps, {
      message,
      type: 'bounce',
      bounce: { kind: 'soft', status: String(code), diagnostic: text },
      detail: { ...detail, code },
    });
  return recorded !== null;
}

// POST statuses: the signature is checked against the account's app secret before the body is trusted.
export async function receiveWebhook(
  deps: Deps,
  webhookKey: string,
  raw: Buffer,
  signature: string | undefined,
): Promise<TWebhookResult> {
  const row = await whatsappSettingsRepository(deps.db).findByWebhookKey(webhookKey);
  const secret = row?.appSecretSealed ? deps.secretBox.open(row.appSecretSealed) : '';
  if (!row || !validSignature(raw, signature, secret)) return { accepted: false };
  let payload: TPayload;
  try {
    payload = JSON.parse(raw.toString('utf8')) as TPayload;
  } catch {
    return { accepted: true, updated: 0 };
  }
  const statuses = (payload.entry ?? []).flatMap((e) => (e.changes ?? []).flatMap((c) => c.value?.statuses ?? []));
  const receipts = whatsappReceiptsRepository(deps.db);
  let updated = 0;
  for (const s of statuses) {
    const { id, status } = s;
    if (!id || !status) continue;
    // Each (message, status) has its effect once: Meta's retries and replays of a signed body are no-ops.
    if (!(await receipts.claim(row.accountId, id, status))) continue;
    let applied = false;
    try {
      applied = await applyStatus(deps, row.accountId, { ...s, id });
    } finally {
      // Not applied (no such message yet, or a failure): a later delivery of the status still counts.
      if (!applied) await receipts.release(row.accountId, id, status);
    }
    if (applied) updated += 1;
  }
  return { accepted: true, updated };
}
