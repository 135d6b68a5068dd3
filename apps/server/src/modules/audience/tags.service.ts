import { HTTP_STATUS, type TMemberListQuery, type TTagBulkInput, type TTagListQuery } from '@ulak/shared';
import type { SQL } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { cachedCount, invalidateCounts } from './count-cache';
import { memberFilterSql } from './members.repository';
import { assertSearch, filtersOf } from './members.service';
import { memberSetWhere, tagsRepository } from './tags.repository';

type Deps = Pick<AppDeps, 'db'>;

const tagNotFound = (): AppError => new AppError('not_found', HTTP_STATUS.notFound);

export async function listTagSummary(deps: Deps, accountId: number, q: TTagListQuery) {
  assertSearch(q.search);
  const search = q.search || undefined;
  const repo = tagsRepository(deps.db);
  const [rows, total] = await Promise.all([
    repo.list(accountId, search, q.perPage, (q.page - 1) * q.perPage),
    cachedCount(accountId, `tags:${search ?? ''}`, () => repo.count(accountId, search)),
  ]);
  return { data: rows, meta: { page: q.page, perPage: q.perPage, total } };
}

// Renames a tag on every member and device at once; where both names meet, they merge.
export async function renameTag(deps: Deps, accountId: number, from: string, to: string) {
  if (from === to) return { renamed: 0 };
  const renamed = await deps.db.transaction((tx) => tagsRepository(tx).rename(accountId, from, to));
  if (renamed === 0) throw tagNotFound();
  invalidateCounts(accountId);
  return { renamed };
}

export async function deleteTag(deps: Deps, accountId: number, name: string) {
  const removed = await deps.db.transaction((tx) => tagsRepository(tx).remove(accountId, name));
  if (removed.members + removed.devices === 0) throw tagNotFound();
  invalidateCounts(accountId);
  return removed;
}

// The members list's current filter decides who: the same where clause as the list and its export.
export async function bulkTagMembers(deps: Deps, accountId: number, input: TTagBulkInput) {
  const filters = input.filters as Omit<TMemberListQuery, 'page' | 'perPage' | 'sort' | 'order'>;
  assertSearch(filters.search);
  const where = memberFilterSql(accountId, filtersOf({ ...filters, page: 1, perPage: 1, sort: 'id', order: 'desc' }));
  const repo = tagsRepository(deps.db);
  const count =
    input.action === 'add'
      ? await repo.addToMembers(accountId, where, input.tag)
      : await repo.removeFromMembers(accountId, where, input.tag.name);
  invalidateCounts(accountId);
  return { count };
}

// Tags (or untags) every member a query of member ids selects, in one statement (a segment's action over all of
// its members); answers how many rows were written. No change goes out per member: the caller refreshes what
// depends on tags set-based.
export async function tagMemberSet(db: DbOrTx, accountId: number, memberIds: SQL, name: string, value: string | null) {
  const count = await tagsRepository(db).addToMembers(accountId, memberSetWhere(accountId, memberIds), {
    name,
    type: 'string',
    value,
  });
  invalidateCounts(accountId);
  return count;
}

export async function untagMemberSet(db: DbOrTx, accountId: number, memberIds: SQL, name: string) {
  const count = await tagsRepository(db).removeFromMembers(accountId, memberSetWhere(accountId, memberIds), name);
  invalidateCounts(accountId);
  return count;
}
