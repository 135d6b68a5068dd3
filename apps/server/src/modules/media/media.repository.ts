import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { mediaBlobs } from './media.tables';

export type TMediaMeta = { id: number; accountId: number; sha256: string; contentType: string; sizeBytes: number };
export type TMediaBlob = TMediaMeta & { bytes: Buffer };

const meta = {
  id: mediaBlobs.id,
  accountId: mediaBlobs.accountId,
  sha256: mediaBlobs.sha256,
  contentType: mediaBlobs.contentType,
  sizeBytes: mediaBlobs.sizeBytes,
};

export const mediaRepository = {
  async findByHash(db: DbOrTx, accountId: number, sha256: string): Promise<TMediaMeta | null> {
    const [row] = await db
      .select(meta)
      .from(mediaBlobs)
      .where(and(eq(mediaBlobs.accountId, accountId), eq(mediaBlobs.sha256, sha256)));
    return row ?? null;
  },

  // Content-addressed: the same bytes again return the row they already have. `bytes` is null when the
  // media store keeps them outside PostgreSQL; `sizeBytes` is their length either way.
  async put(
    db: DbOrTx,
    accountId: number,
    blob: { sha256: string; contentType: string; sizeBytes: number; bytes: Buffer | null },
  ): Promise<TMediaMeta> {
    const [inserted] = await db
      .insert(mediaBlobs)
      .values({
        accountId,
        sha256: blob.sha256,
        contentType: blob.contentType,
        sizeBytes: blob.sizeBytes,
        bytes: blob.bytes,
      })
      .onConflictDoNothing({ target: [mediaBlobs.accountId, mediaBlobs.sha256] })
      .returning(meta);
    if (inserted) return inserted;
    const existing = await mediaRepository.findByHash(db, accountId, blob.sha256);
    if (!existing) throw new Error('media blob vanished between insert and select');
    return existing;
  },

  async find(db: DbOrTx, accountId: number, id: number): Promise<TMediaMeta | null> {
    const [row] = await db
      .select(meta)
      .from(mediaBlobs)
      .where(and(eq(mediaBlobs.accountId, accountId), eq(mediaBlobs.id, id)));
    return row ?? null;
  },

  // The public address carries id and hash: both must match (an id alone does not reveal a file).
  async findPublic(db: DbOrTx, id: number, sha256: string): Promise<TMediaMeta | null> {
    const [row] = await db
      .select(meta)
      .from(mediaBlobs)
      .where(and(eq(mediaBlobs.id, id), eq(mediaBlobs.sha256, sha256)));
    return row ?? null;
  },

  async list(db: DbOrTx, accountId: number, limit: number): Promise<TMediaMeta[]> {
    return db
      .select(meta)
      .from(mediaBlobs)
      .where(eq(mediaBlobs.accountId, accountId))
      .orderBy(sql`${mediaBlobs.id} desc`)
      .limit(limit);
  },
};
