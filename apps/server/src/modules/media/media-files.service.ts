import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { mediaFiles } from './media.tables';
import { mediaStoreOf, type TFileRef } from './media-store';

// Large files in the media store (CSV uploads, exports): written and read as a stream of parts of the store's
// part size, so an upload taken by one API replica is read by whichever worker runs its job, and no process
// holds a file whole. The index row is in PostgreSQL; the parts are where the store keeps bytes.
export type TMediaFile = { id: number; sizeBytes: number };
type Deps = Pick<AppDeps, 'db' | 'config'>;

// Stores the stream as a new file. If the stream fails (a limit the caller checks on the way), the partial file
// is deleted and the error passes on.
export async function writeMediaFile(
  deps: Deps,
  accountId: number,
  contentType: string,
  source: AsyncIterable<Buffer>,
): Promise<TMediaFile> {
  const store = mediaStoreOf(deps);
  const [row] = await deps.db.insert(mediaFiles).values({ accountId, contentType }).returning({ id: mediaFiles.id });
  if (!row) throw new Error('media file not created');
  const file: TFileRef = { id: row.id, accountId };
  let seq = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // Writes whole parts only (all of it at the end), so part n starts at byte n × part size.
  const flush = async (all: boolean) => {
    let bytes = Buffer.concat(pending, pendingBytes);
    while (bytes.length >= store.fileChunkBytes || (all && bytes.length > 0)) {
      await store.writeFileChunk(deps.db, file, seq++, bytes.subarray(0, store.fileChunkBytes));
      bytes = bytes.subarray(Math.min(bytes.length, store.fileChunkBytes));
    }
    pending = [bytes];
    pendingBytes = bytes.length;
  };
  try {
    for await (const chunk of source) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      if (pendingBytes >= store.fileChunkBytes) await flush(false);
    }
    await flush(true);
    await deps.db.update(mediaFiles).set({ sizeBytes: size }).where(eq(mediaFiles.id, file.id));
  } catch (error) {
    await store.deleteFileChunks(deps.db, file, seq).catch(() => undefined);
    await deps.db.delete(mediaFiles).where(eq(mediaFiles.id, file.id));
    throw error;
  }
  return { id: file.id, sizeBytes: size };
}

async function findFile(deps: Deps, accountId: number, id: number) {
  const [row] = await deps.db
    .select({ id: mediaFiles.id, sizeBytes: mediaFiles.sizeBytes, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, id)));
  return row ?? null;
}

// The file's type and size, or null when the account has no such file.
export async function mediaFileInfo(
  deps: Deps,
  accountId: number,
  id: number,
): Promise<{ contentType: string; sizeBytes: number } | null> {
  const row = await findFile(deps, accountId, id);
  return row ? { contentType: row.contentType, sizeBytes: row.sizeBytes } : null;
}

// The file's bytes in order, one part per request to the store.
export async function* readMediaFile(deps: Deps, accountId: number, id: number): AsyncGenerator<Buffer> {
  const store = mediaStoreOf(deps);
  if (!(await findFile(deps, accountId, id))) throw new Error(`media file ${id} not found`);
  for (let seq = 0; ; seq++) {
    const chunk = await store.readFileChunk(deps.db, { id, accountId }, seq);
    if (!chunk) return;
    yield chunk;
  }
}

// The first `maxBytes` bytes (or fewer) of the file.
export async function readMediaFileHead(deps: Deps, accountId: number, id: number, maxBytes: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of readMediaFile(deps, accountId, id)) {
    parts.push(chunk);
    length += chunk.length;
    if (length >= maxBytes) break;
  }
  return Buffer.concat(parts, length).subarray(0, maxBytes);
}

export async function deleteMediaFile(deps: Deps, accountId: number, id: number): Promise<void> {
  const store = mediaStoreOf(deps);
  const row = await findFile(deps, accountId, id);
  if (!row) return;
  await store.deleteFileChunks(deps.db, { id, accountId }, Math.ceil(row.sizeBytes / store.fileChunkBytes));
  await deps.db.delete(mediaFiles).where(and(eq(mediaFiles.accountId, accountId), eq(mediaFiles.id, id)));
}
