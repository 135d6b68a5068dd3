// The media module's public API: content-addressed file storage (PostgreSQL by default) and its routes.
export { mediaPublicRoutes, mediaRoutes } from './media.routes';
export { getMedia, mediaUrl, putMedia, type TMediaKind } from './media.service';
export { sniffImageType, IMAGE_TYPES } from './media-sniff';
export type { TMediaBlob, TMediaMeta } from './media.repository';
export {
  deleteMediaFile,
  readMediaFile,
  readMediaFileHead,
  writeMediaFile,
  type TMediaFile,
} from './media-files.service';
