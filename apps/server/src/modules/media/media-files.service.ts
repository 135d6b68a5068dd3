import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { mediaFileChunks, mediaFiles } from './media.tables';

// Large files in the media store (PostgreSQL): written and read as a stream of chunks of at most CHUNK_BYTES,
// so an upload taken by one API replica is read by whichever worker runs its job, and neither holds it whole.
const CHUNK_BYTES = 1024 * 1024;

export type TMediaFile = { id: number; sizeBytes: number };

// Stores the stream as a new file. If the stream fails (a limit the caller checks on the way), the partial file
// is deleted and the error passes on.
export async function writeMediaFile(
  db: DbOrTx,
  accountId: number,
  contentType: string,
  source: AsyncIterable<Buffer>,
): Promise<TMediaFile> {
  const [file] = await db.insert(mediaFiles).values({ accountId, contentType }).returning({ id: mediaFiles.id });
  if (!file) throw new Error('media file not created');
  let seq = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const bytes = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
      await db
        .insert(mediaFileChunks)
        .values({ fileId: file.id, seq: seq++, bytes: bytes.subarray(at, at + CHUNK_BYTES) });
  };
  try {
    for await (const chunk of source) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    }
    await flush();
    await db.update(mediaFiles).set({ sizeBytes: size }).where(eq(mediaFiles.id, file.id));
  } catch (error) {
    await deleteMediaFile(db, accountId, file.id);
    throw error;
  }
  return { id: file.id, sizeBytes: size };
}

// The file's bytes in order, one chunk per query.
export async function* readMediaFile(db: DbOrTx, accountId: number, id: number): AsyncGenerator<Buffer> {
  const [file] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, id)));
  if (!file) throw new Error(`media file ${id} not found`);
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ bytes: mediaFileChunks.bytes })
      .from(mediaFileChunks)
      .where(and(eq(mediaFileChunks.fileId, id), eq(mediaFileChunks.seq, seq)));
    if (!chunk) return;
    yield chunk.bytes;
  }
}

// The first `maxBytes` bytes (or fewer) of the file.
export async function readMediaFileHead(db: DbOrTx, accountId: number, id: number, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of readMediaFile(db, accountId, id)) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= maxBytes) break;
  }
  return Buffer.concat(parts, length).subarray(0, maxBytes);
}

export async function deleteMediaFile(db: DbOrTx, accountId: number, id: number): Promise<void> {
  await db.delete(mediaFiles).where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, id)));
}
