import { createHash } from 'node:crypto';
import { MEDIA_IMAGE_MAX_BYTES, type TMediaUpload } from '@ulak/shared/templates/template-api';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { notFound, validationError } from '../../platform/http/app-error';
import { mediaRepository, type TMediaBlob, type TMediaMeta } from './media.repository';
import { sniffImageType } from './media-sniff';
import { mediaStoreOf } from './media-store';

// Images: indexed in PostgreSQL, their bytes wherever the media store keeps them (PostgreSQL by default, the
// S3-compatible bucket when configured). Ulak serves them itself either way, under an address that never changes.
export type TMediaKind = 'image';
type Deps = Pick<AppDeps, 'db' | 'config'>;

export function mediaUrl(publicUrl: string, media: TMediaMeta): string {
  return `${publicUrl}/api/v1/media/${media.id}-${media.sha256}`;
}

function toUpload(publicUrl: string, media: TMediaMeta): TMediaUpload {
  return { id: media.id, url: mediaUrl(publicUrl, media), contentType: media.contentType, sizeBytes: media.sizeBytes };
}

// Stores bytes of a checked kind: an image must be PNG, JPEG, GIF or WebP by its bytes and at most 5 MB.
// The bytes go to the store before the index row is written, so a row never names bytes that are missing.
export async function putMedia(deps: Deps, accountId: number, kind: TMediaKind, bytes: Buffer): Promise<TMediaMeta> {
  if (bytes.length === 0) throw validationError('media.empty', 'file');
  if (kind === 'image') {
    if (bytes.length > MEDIA_IMAGE_MAX_BYTES) throw validationError('media.too_large', 'file');
    const contentType = sniffImageType(bytes);
    if (!contentType) throw validationError('media.not_image', 'file');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const known = await mediaRepository.findByHash(deps.db, accountId, sha256);
    if (known) return known;
    const stored = await mediaStoreOf(deps).storeImage({ accountId, sha256, contentType, bytes });
    return mediaRepository.put(deps.db, accountId, { sha256, contentType, sizeBytes: bytes.length, bytes: stored });
  }
  throw validationError('media.not_image', 'file');
}

async function withBytes(db: DbOrTx, deps: Deps, media: TMediaMeta): Promise<TMediaBlob> {
  const bytes = await mediaStoreOf(deps).readImage(db, media);
  if (!bytes) throw notFound();
  return { ...media, bytes };
}

export async function getMedia(deps: Deps, accountId: number, id: number): Promise<TMediaBlob> {
  const media = await mediaRepository.find(deps.db, accountId, id);
  if (!media) throw notFound();
  return withBytes(deps.db, deps, media);
}

export async function uploadImage(deps: Deps, accountId: number, bytes: Buffer): Promise<TMediaUpload> {
  return toUpload(deps.config.publicUrl, await putMedia(deps, accountId, 'image', bytes));
}

export async function listImages(deps: Deps, accountId: number): Promise<TMediaUpload[]> {
  const rows = await mediaRepository.list(deps.db, accountId, 200);
  return rows.map((row) => toUpload(deps.config.publicUrl, row));
}

const PUBLIC_KEY = /^(\d{1,18})-([0-9a-f]{64})$/;

export async function publicMedia(deps: Deps, key: string): Promise<TMediaBlob> {
  const match = PUBLIC_KEY.exec(key);
  if (!match) throw notFound();
  const media = await mediaRepository.findPublic(deps.db, Number(match[1]), match[2] ?? '');
  if (!media) throw notFound();
  return withBytes(deps.db, deps, media);
}
