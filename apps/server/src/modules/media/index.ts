// The media module's public API: images (content-addressed) and large files (CSV uploads, exports) in the media
// store (PostgreSQL by default, an S3-compatible bucket when configured), and its routes.
export { mediaPublicRoutes, mediaRoutes } from './media.routes';
export { getMedia, mediaUrl, putMedia, type TMediaKind } from './media.service';
export { sniffImageType, IMAGE_TYPES } from './media-sniff';
export type { TMediaBlob, TMediaMeta } from './media.repository';
export {
  deleteMediaFile,
  mediaFileInfo,
  readMediaFile,
  readMediaFileHead,
  writeMediaFile,
  type TMediaFile,
} from './media-files.service';
