import { z } from 'zod';
import { dataEnvelope } from '@ulak/shared';
import { MEDIA_IMAGE_MAX_BYTES, ZMediaUpload } from '@ulak/shared/templates/template-api';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { listImages, publicMedia, uploadImage } from './media.service';
import { fileAnswer } from '../../platform/http/openapi';
import { IMAGE_TYPES } from './media-sniff';

// The raw body is read up to a little past the image limit so an oversized image gets the clear
// "larger than 5 MB" message rather than a bare 413.
const UPLOAD_BODY_LIMIT = MEDIA_IMAGE_MAX_BYTES + 1024 * 1024;

// Guard: user (registry). Image uploads of the template editor and the account's image library.
export const mediaRoutes: RoutePlugin = async (app, deps) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/media/images',
      { bodyLimit: UPLOAD_BODY_LIMIT, schema: { response: { 201: dataEnvelope(ZMediaUpload) } } },
      async (req, reply) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return reply.status(201).send({ data: await uploadImage(deps, userAuth(req).accountId, body) });
      },
    );
  });
  app.get('/media/images', { schema: { response: { 200: dataEnvelope(z.array(ZMediaUpload)) } } }, async (req) => ({
    data: await listImages(deps, userAuth(req).accountId),
  }));
};

// Public: the images of sent emails. The address names the content (id and SHA-256), so it never changes.
export const mediaPublicRoutes: RoutePlugin = async (app, deps) => {
  const image = fileAnswer(IMAGE_TYPES, 'The image, in the type its bytes say', 'binary');
  app.get(
    '/media/:key',
    { schema: { params: z.object({ key: z.string().max(100) }), ...image } },
    async (req, reply) => {
      const media = await publicMedia(deps, req.params.key);
      return reply
        .header('content-type', media.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(media.bytes);
    },
  );
};
