import { createHash } from 'node:crypto';
import { MEDIA_IMAGE_MAX_BYTES, type TMediaUpload } from '@ulak/shared/templates/template-api';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound, validationError } from '../../platform/http/app-error';
import { mediaRepository, type TMediaBlob, type TMediaMeta } from './media.repository';
import { sniffImageType } from './media-sniff';

// Files are kept in PostgreSQL (the only required stateful dependency); an S3-compatible bucket behind
// the same put/get is a later step. The API is generic (put bytes, get by id) so other uploads can use it.
export type TMediaKind = 'image';

export function mediaUrl(publicUrl: string, media: TMediaMeta): string {
  return `${publicUrl}/api/v1/media/${media.id}-${media.sha256}`;
}

function toUpload(publicUrl: string, media: TMediaMeta): TMediaUpload {
  return { id: media.id, url: mediaUrl(publicUrl, media), contentType: media.contentType, sizeBytes: media.sizeBytes };
}

// Stores bytes of a checked kind: an image must be PNG, JPEG, GIF or WebP by its bytes and at most 5 MB.
export async function putMedia(db: DbOrTx, accountId: number, kind: TMediaKind, bytes: Buffer): Promise<TMediaMeta> {
  if (bytes.length === 0) throw validationError('media.empty', 'file');
  if (kind === 'image') {
    if (bytes.length > MEDIA_IMAGE_MAX_BYTES) throw validationError('media.too_large', 'file');
    const contentType = sniffImageType(bytes);
    if (!contentType) throw validationError('media.not_image', 'file');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return mediaRepository.put(db, accountId, { sha256, contentType, bytes });
  }
  throw validationError('media.not_image', 'file');
}

export async function getMedia(db: DbOrTx, accountId: number, id: number): Promise<TMediaBlob> {
  const media = await mediaRepository.find(db, accountId, id);
  if (!media) throw notFound();
  return media;
}

export async function uploadImage(deps: AppDeps, accountId: number, bytes: Buffer): Promise<TMediaUpload> {
  return toUpload(deps.config.publicUrl, await putMedia(deps.db, accountId, 'image', bytes));
}

export async function listImages(deps: AppDeps, accountId: number): Promise<TMediaUpload[]> {
  const rows = await mediaRepository.list(deps.db, accountId, 200);
  return rows.map((row) => toUpload(deps.config.publicUrl, row));
}

const PUBLIC_KEY = /^(\d{1,18})-([0-9a-f]{64})$/;

export async function publicMedia(deps: AppDeps, key: string): Promise<TMediaBlob> {
  const match = PUBLIC_KEY.exec(key);
  if (!match) throw notFound();
  const media = await mediaRepository.findPublic(deps.db, Number(match[1]), match[2] ?? '');
  if (!media) throw notFound();
  return media;
}
