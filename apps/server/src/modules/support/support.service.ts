import type { z } from 'zod';
import type { ZSupportRequestInput } from '@ulak/shared';
import {
  HTTP_STATUS,
  ROADMAP_FEATURES,
  type TSupportRequest,
  type TSupportRequestStatus,
  type ZSupportListQuery,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { enqueueSystemMail, findOwner } from '../accounts';
import { supportRepository, type TNewSupportRow, type TSupportRow } from './support.repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type TWho = { accountId: number; userId: number };

const toRequest = (row: TSupportRow): TSupportRequest => ({
  id: row.id,
  account_id: row.accountId,
  account_email: row.contactEmail,
  kind: row.kind,
  subject: row.subject,
  category: row.category,
  message: row.message,
  phone: row.phone,
  preferred_at: row.preferredAt?.toISOString() ?? null,
  feature: row.feature,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

// Stores the request and mails the operator in the same transaction (the mail is a job: it is sent
// once the request is committed, and retried if the relay is down).
async function storeAndNotify(deps: Deps, who: TWho, values: TNewSupportRow): Promise<TSupportRow> {
  return deps.db.transaction(async (tx) => {
    const owner = await findOwner(tx, who.accountId, who.userId);
    const row = await supportRepository.insert(tx, who.accountId, {
      ...values,
      contactEmail: owner?.email ?? null,
      contactName: owner ? `${owner.name} ${owner.surname}` : null,
    });
    await mailOperator(tx, deps, row);
    return row;
  });
}

async function mailOperator(tx: DbOrTx, deps: Deps, row: TSupportRow): Promise<void> {
  await enqueueSystemMail(tx, {
    to: deps.config.supportOperatorEmail,
    lang: 'tr',
    template: 'support_request',
    params: {
      kind: row.kind,
      subject: row.subject,
      account: String(row.accountId),
      email: row.contactEmail ?? '-',
      category: row.category ?? '-',
      phone: row.phone ?? '-',
      preferredAt: row.preferredAt?.toISOString() ?? '-',
      message: row.message || '-',
    },
  });
}

export async function createSupportRequest(
  deps: Deps,
  who: TWho,
  input: z.output<typeof ZSupportRequestInput>,
): Promise<TSupportRequest> {
  const row = await storeAndNotify(deps, who, {
    kind: input.kind,
    subject: input.subject,
    category: input.category,
    message: input.message,
    phone: input.phone ?? null,
    preferredAt: input.kind === 'demo' && input.preferredAt ? new Date(input.preferredAt) : null,
  });
  return toRequest(row);
}

export async function listSupportRequests(
  deps: Deps,
  accountId: number | undefined,
  q: z.output<typeof ZSupportListQuery>,
): Promise<{ data: TSupportRequest[]; meta: { page: number; perPage: number; total: number } }> {
  const { rows, total } = await supportRepository.page(deps.db, accountId, q, q.page, q.perPage);
  return { data: rows.map(toRequest), meta: { page: q.page, perPage: q.perPage, total } };
}

// The roadmap with, per feature, whether this account already asked to hear when it lands.
export async function roadmap(deps: Deps, accountId: number) {
  const asked = new Set(await supportRepository.featuresRequested(deps.db, accountId));
  return ROADMAP_FEATURES.map((f) => ({ key: f.key, quarter: f.quarter, requested: asked.has(f.key) }));
}

// "Tell me when it lands": once per feature and account (asking again is a no-op, not a second mail).
export async function requestFeatureNotice(deps: Deps, who: TWho, feature: string) {
  if (!(await supportRepository.hasFeatureRequest(deps.db, who.accountId, feature))) {
    await storeAndNotify(deps, who, { kind: 'feature', subject: feature, feature, message: '' });
  }
  return roadmap(deps, who.accountId);
}

export async function setSupportRequestStatus(
  deps: Deps,
  id: number,
  status: TSupportRequestStatus,
): Promise<TSupportRequest> {
  const row = await supportRepository.setStatus(deps.db, id, status);
  if (!row) throw new AppError('support_request_not_found', HTTP_STATUS.notFound);
  return toRequest(row);
}
