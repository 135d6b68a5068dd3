import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TReleaseNoteInput } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { releaseNoteReads, releaseNotes } from './release-notes.tables';

export type TReleaseNoteRow = typeof releaseNotes.$inferSelect;

const values = (input: TReleaseNoteInput) => ({
  version: input.version,
  releaseDate: input.releaseDate,
  title: input.title,
  body: input.body,
});

const readBy = (accountId: number, userId: number) =>
  sql<boolean>`exists (select 1 from ${releaseNoteReads} r where r.note_id = ${releaseNotes.id}
    and r.account_id = ${accountId} and r.user_id = ${userId})`;

// The only SQL on release_notes and release_note_reads. Reads are per (account, user).
export function releaseNotesRepository(db: DbOrTx) {
  return {
    async page(page: number, perPage: number): Promise<{ rows: TReleaseNoteRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(releaseNotes)
          .orderBy(desc(releaseNotes.releaseDate), desc(releaseNotes.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(releaseNotes),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async create(input: TReleaseNoteInput): Promise<TReleaseNoteRow> {
      const [row] = await db.insert(releaseNotes).values(values(input)).returning();
      if (!row) throw new Error('release note insert returned nothing');
      return row;
    },

    async update(id: number, input: TReleaseNoteInput): Promise<TReleaseNoteRow | null> {
      const [row] = await db
        .update(releaseNotes)
        .set({ ...values(input), updatedAt: sql`now()` })
        .where(eq(releaseNotes.id, id))
        .returning();
      return row ?? null;
    },

    // Publishing keeps the first publication time; unpublishing hides the note from merchants again.
    async setPublished(id: number, published: boolean): Promise<TReleaseNoteRow | null> {
      const [row] = await db
        .update(releaseNotes)
        .set({
          publishedAt: published ? sql`coalesce(${releaseNotes.publishedAt}, now())` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(releaseNotes.id, id))
        .returning();
      return row ?? null;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(releaseNotes).where(eq(releaseNotes.id, id)).returning({ id: releaseNotes.id });
      return rows.length > 0;
    },

    async publishedFor(accountId: number, userId: number, page: number, perPage: number) {
      const where = isNotNull(releaseNotes.publishedAt);
      const [rows, totals] = await Promise.all([
        db
          .select({ note: releaseNotes, read: readBy(accountId, userId) })
          .from(releaseNotes)
          .where(where)
          .orderBy(desc(releaseNotes.releaseDate), desc(releaseNotes.publishedAt), desc(releaseNotes.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(releaseNotes).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async unreadCount(accountId: number, userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(releaseNotes)
        .leftJoin(
          releaseNoteReads,
          and(
            eq(releaseNoteReads.noteId, releaseNotes.id),
            eq(releaseNoteReads.accountId, accountId),
            eq(releaseNoteReads.userId, userId),
          ),
        )
        .where(and(isNotNull(releaseNotes.publishedAt), isNull(releaseNoteReads.noteId)));
      return row?.n ?? 0;
    },

    // Marks published notes as read (all of them, or the given ones).
    async markRead(accountId: number, userId: number, ids: number[] | null): Promise<void> {
      const only = ids
        ? sql`and n.id in (${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`
        : sql``;
      await db.execute(sql`
        insert into ${releaseNoteReads} (account_id, user_id, note_id)
        select ${accountId}, ${userId}, n.id from ${releaseNotes} n where n.published_at is not null ${only}
        on conflict do nothing`);
    },
  };
}
