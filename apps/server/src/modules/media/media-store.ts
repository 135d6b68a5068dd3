import { and, eq } from 'drizzle-orm';
import { MEDIA_IMAGE_MAX_BYTES } from '@ulak/shared/templates/template-api';
import type { TConfig } from '../../platform/config';
import type { DbOrTx } from '../../platform/db/database';
import { createS3Client, type S3Client } from './s3-client';
import { mediaBlobs, mediaFileChunks } from './media.tables';

// Where the media module keeps bytes. The index (media_blobs, media_files: owner, type, size, hash) is always
// in PostgreSQL; the bytes are in PostgreSQL too by default, or in an S3-compatible bucket when MEDIA_S3_* is
// set. Chosen once per process from the configuration, so every API replica and worker reads the same store.
export type TImageRef = { id: number; accountId: number; sha256: string };
export type TFileRef = { id: number; accountId: number };

export interface MediaStore {
  readonly kind: 'postgres' | 's3';
  // Large files are written in parts of this size (the last one shorter), numbered from 0.
  readonly fileChunkBytes: number;
  // The image's bytes as the index row is written: `bytes` is what goes into media_blobs.bytes (null when
  // they live elsewhere). Called before the row exists, so a row never names bytes that are missing.
  storeImage(image: { accountId: number; sha256: string; contentType: string; bytes: Buffer }): Promise<Buffer | null>;
  readImage(db: DbOrTx, image: TImageRef): Promise<Buffer | null>;
  writeFileChunk(db: DbOrTx, file: TFileRef, seq: number, bytes: Buffer): Promise<void>;
  // Null past the last part.
  readFileChunk(db: DbOrTx, file: TFileRef, seq: number): Promise<Buffer | null>;
  // Removes the parts 0..chunks-1 (the index row is removed by the caller).
  deleteFileChunks(db: DbOrTx, file: TFileRef, chunks: number): Promise<void>;
}

async function imageBytesInDatabase(db: DbOrTx, image: TImageRef): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: mediaBlobs.bytes })
    .from(mediaBlobs)
    .where(and(eq(mediaBlobs.accountId, image.accountId), eq(mediaBlobs.id, image.id)));
  return row?.bytes ?? null;
}

export const postgresMediaStore: MediaStore = {
  kind: 'postgres',
  fileChunkBytes: 1024 * 1024,
  storeImage: async (image) => image.bytes,
  readImage: imageBytesInDatabase,
  async writeFileChunk(db, file, seq, bytes) {
    await db.insert(mediaFileChunks).values({ fileId: file.id, seq, bytes });
  },
  async readFileChunk(db, file, seq) {
    const [chunk] = await db
      .select({ bytes: mediaFileChunks.bytes })
      .from(mediaFileChunks)
      .where(and(eq(mediaFileChunks.fileId, file.id), eq(mediaFileChunks.seq, seq)));
    return chunk?.bytes ?? null;
  },
  // The parts go with the file (one statement whatever their number).
  async deleteFileChunks(db, file) {
    await db.delete(mediaFileChunks).where(eq(mediaFileChunks.fileId, file.id));
  },
};

// Object keys: per account, images by content hash (the same bytes are one object), files by id and part.
const imageKey = (image: { accountId: number; sha256: string }) => `accounts/${image.accountId}/images/${image.sha256}`;
const fileKey = (file: TFileRef, seq: number) => `accounts/${file.accountId}/files/${file.id}/${seq}`;

export function s3MediaStore(client: S3Client): MediaStore {
  const fileChunkBytes = 8 * 1024 * 1024;
  return {
    kind: 's3',
    fileChunkBytes,
    async storeImage(image) {
      await client.put(imageKey(image), image.bytes, image.contentType);
      return null;
    },
    // Images stored before the bucket was configured keep their bytes in PostgreSQL and are still served.
    async readImage(db, image) {
      return (await imageBytesInDatabase(db, image)) ?? client.get(imageKey(image), MEDIA_IMAGE_MAX_BYTES + 1024);
    },
    writeFileChunk: (_db, file, seq, bytes) => client.put(fileKey(file, seq), bytes, 'application/octet-stream'),
    readFileChunk: (_db, file, seq) => client.get(fileKey(file, seq), fileChunkBytes + 1024),
    async deleteFileChunks(_db, file, chunks) {
      for (let seq = 0; seq < chunks; seq++) await client.delete(fileKey(file, seq));
    },
  };
}

const stores = new WeakMap<TConfig, MediaStore>();

// The process's store, built on first use from the (immutable) configuration.
export function mediaStoreOf(deps: { config: TConfig }): MediaStore {
  let store = stores.get(deps.config);
  if (!store) {
    const s3 = deps.config.mediaS3;
    store = s3
      ? s3MediaStore(createS3Client(s3, { allowPrivate: deps.config.egressAllowPrivate }))
      : postgresMediaStore;
    stores.set(deps.config, store);
  }
  return store;
}
