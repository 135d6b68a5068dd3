import { sql } from 'drizzle-orm';
import {
  HTTP_STATUS,
  SEARCH_MIN_LETTERS,
  type TMemberInput,
  type TMemberListQuery,
  type TMemberSummary,
  type TPageMeta,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, validationError } from '../../platform/http/app-error';
import { accountLimits, assertRoom } from '../billing';
import { cachedCount, invalidateCounts } from './count-cache';
import { toMember, type TMember } from './member.dto';
import {
  hasFilters,
  membersRepository,
  type TMemberFilters,
  type TMemberListRow,
  type TNewMember,
} from './members.repository';
import { normalizePhone } from '@ulak/shared/phone';
import { reconcileLimits } from './limits.service';
import { publishMembersChanged } from '../../platform/jobs/members-changed';
import { memberDetailFacts } from './member-detail-facts';
import { countMemberSummary } from './member-summary.repository';

type Deps = Pick<AppDeps, 'db'>;

export const memberNotFound = (): AppError => new AppError('member_not_found', HTTP_STATUS.notFound);

export function assertSearch(search: string | undefined): void {
  if (search !== undefined && search !== '' && search.trim().length < SEARCH_MIN_LETTERS)
    throw new AppError('search_min_letters', HTTP_STATUS.validation, 'errors.search_min_letters', {}, [
      'errors.search_min_letters',
    ]);
}

export function filtersOf(q: TMemberListQuery): TMemberFilters {
  const { page: _p, perPage: _pp, sort: _s, order: _o, ...filters } = q;
  return { ...filters, search: filters.search || undefined };
}

export async function listMembers(
  deps: Deps,
  accountId: number,
  q: TMemberListQuery,
): Promise<{ data: TMember[]; meta: TPageMeta }> {
  assertSearch(q.search);
  const filters = filtersOf(q);
  const repo = membersRepository(deps.db);
  // The unfiltered total is exact and cheap (count deltas); a filter's total is counted and cached.
  const count = (f: TMemberFilters) =>
    hasFilters(f)
      ? cachedCount(accountId, JSON.stringify(f), () => repo.countForList(accountId, f))
      : repo.count(accountId);
  const query = { ...q, search: filters.search };
  let rows: TMemberListRow[];
  let total: number;
  if (!hasFilters(filters)) ({ rows, total } = await repo.listAll(accountId, query));
  else {
    // A filtered page is found by the way its matches are spread (members.repository.ts): both
    // totals first, from the count cache once the filter was seen. The rows are read even when
    // the (cached, so maybe a few seconds old) total says none.
    const [matches, all] = await Promise.all([count(filters), count({})]);
    total = matches;
    rows = await repo.list(accountId, query, { matches, total: all });
  }
  const now = new Date();
  return { data: rows.map((row) => toMember(row, now)), meta: { page: q.page, perPage: q.perPage, total } };
}

// The members screen's cards and donut: the total as the unfiltered list answers it (exact, from the count
// deltas), the filtered figures counted together and cached like the list's filtered totals.
export async function getMemberSummary(deps: Deps, accountId: number): Promise<TMemberSummary> {
  const [total, counts] = await Promise.all([
    membersRepository(deps.db).count(accountId),
    cachedCount(accountId, 'summary', () => countMemberSummary(deps.db, accountId)),
  ]);
  return { total, ...counts };
}

export async function getMember(deps: Deps, accountId: number, id: number): Promise<TMember> {
  const row = await membersRepository(deps.db).find(accountId, id);
  if (!row) throw memberNotFound();
  return { ...toMember(row), ...(await memberDetailFacts(deps.db, accountId, { id: row.id, email: row.email })) };
}

function toValues(input: TMemberInput): Partial<TNewMember> {
  const values: Partial<TNewMember> = { ...input };
  if (input.phone !== undefined && input.phone !== null) {
    const phone = normalizePhone(input.phone);
    if (!phone) throw validationError('validation.phone_format', 'phone');
    values.phone = phone;
  }
  return values;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

async function lockMembers(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('members'), ${accountId}::int)`);
}

// SPEC §5: a member cannot be added past the package limit (418).
export async function createMember(deps: Deps, accountId: number, input: TMemberInput): Promise<TMember> {
  const values = toValues(input);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockMembers(tx, accountId);
      const repo = membersRepository(tx);
      const { members: limit } = await accountLimits(tx, accountId);
      assertRoom('member', limit, await repo.count(accountId));
      const created = await repo.create(accountId, { source: 'manual', ...values });
      return repo.find(accountId, created.id);
    });
    invalidateCounts(accountId);
    if (!row) throw memberNotFound();
    return toMember(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError('validation.member_duplicate');
    throw error;
  }
}

export async function updateMember(deps: Deps, accountId: number, id: number, input: TMemberInput): Promise<TMember> {
  const values = toValues(input);
  const repo = membersRepository(deps.db);
  try {
    if (!(await repo.update(accountId, id, values))) throw memberNotFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError('validation.member_duplicate');
    throw error;
  }
  invalidateCounts(accountId);
  await publishMembersChanged(deps.db, accountId, [id]);
  return getMember(deps, accountId, id);
}

export async function deleteMember(deps: Deps, accountId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockMembers(tx, accountId);
    if (!(await membersRepository(tx).remove(accountId, id))) throw memberNotFound();
    await reconcileMemberLimit(tx, accountId);
  });
  invalidateCounts(accountId);
}

export async function reconcileMemberLimit(db: DbOrTx, accountId: number): Promise<number> {
  return reconcileLimits(db, accountId, ['member']);
}

// For other modules' member tabs: 404 unless the member is the account's.
export async function assertMemberOf(db: DbOrTx, accountId: number, memberId: number): Promise<void> {
  if (!(await membersRepository(db).find(accountId, memberId))) throw memberNotFound();
}

// The member turned a channel off (an unsubscribe link) or on again (the way back): the member's
// permission shows it, and segments on that permission re-evaluate.
export async function setMemberChannelPermission(
  db: DbOrTx,
  accountId: number,
  memberId: number,
  channel: 'email' | 'sms' | 'whatsapp',
  active: boolean,
): Promise<void> {
  await membersRepository(db).setChannelPermission(accountId, memberId, channel, active);
  invalidateCounts(accountId);
  await publishMembersChanged(db, accountId, [memberId]);
}
