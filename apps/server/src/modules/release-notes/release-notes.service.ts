import type { TPageMeta, TReleaseNote, TReleaseNoteInput, TUserReleaseNote } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { releaseNotesRepository, type TReleaseNoteRow } from './release-notes.repository';

type TDeps = Pick<AppDeps, 'db'>;

const toNote = (row: TReleaseNoteRow): TReleaseNote => ({
  id: row.id,
  version: row.version,
  release_date: row.releaseDate,
  title: row.title,
  body: row.body,
  published_at: row.publishedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});

const found = (row: TReleaseNoteRow | null): TReleaseNote => {
  if (!row) throw notFound();
  return toNote(row);
};

export async function listReleaseNotes(
  deps: TDeps,
  page: number,
  perPage: number,
): Promise<{ data: TReleaseNote[]; meta: TPageMeta }> {
  const { rows, total } = await releaseNotesRepository(deps.db).page(page, perPage);
  return { data: rows.map(toNote), meta: { page, perPage, total } };
}

export const createReleaseNote = async (deps: TDeps, input: TReleaseNoteInput) =>
  toNote(await releaseNotesRepository(deps.db).create(input));

export const updateReleaseNote = async (deps: TDeps, id: number, input: TReleaseNoteInput) =>
  found(await releaseNotesRepository(deps.db).update(id, input));

export const publishReleaseNote = async (deps: TDeps, id: number, published: boolean) =>
  found(await releaseNotesRepository(deps.db).setPublished(id, published));

export async function deleteReleaseNote(deps: TDeps, id: number): Promise<void> {
  if (!(await releaseNotesRepository(deps.db).remove(id))) throw notFound();
}

export async function userReleaseNotes(
  deps: TDeps,
  accountId: number,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ data: TUserReleaseNote[]; meta: TPageMeta & { unread: number } }> {
  const repo = releaseNotesRepository(deps.db);
  const [{ rows, total }, unread] = await Promise.all([
    repo.publishedFor(accountId, userId, page, perPage),
    repo.unreadCount(accountId, userId),
  ]);
  return {
    data: rows.map(({ note, read }) => ({ ...toNote(note), read: Boolean(read) })),
    meta: { page, perPage, total, unread },
  };
}

export const unreadReleaseNotes = (deps: TDeps, accountId: number, userId: number) =>
  releaseNotesRepository(deps.db).unreadCount(accountId, userId);

export const markReleaseNotesRead = (deps: TDeps, accountId: number, userId: number, ids: number[] | null) =>
  releaseNotesRepository(deps.db).markRead(accountId, userId, ids);
