import multipart from '@fastify/multipart';
import { getImage, getPreviewImage, parsePreviewName, uploadPhoto } from '@nyumba/domain';
import type { AppInstance } from '../../app-types.ts';
import { accountKey } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { route } from '../../route.ts';
import { makeMissingWidth } from './backfill.ts';
import { previewImage } from './preview-image.ts';
import { readUploadedPhoto } from './upload-read.ts';
import { MAX_UPLOAD_BYTES, storeUpload } from './upload-service.ts';

export async function imageRoutes(app: AppInstance): Promise<void> {
  const { db, store, config } = app.deps;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  // Names are content hashes, so a name's bytes never change: cache for a year.
  route(app, getImage, async (request, reply) => {
    const name = request.params.name;
    const data = (await store.get(name)) ?? (await makeMissingWidth({ db, store }, name));
    if (!data) return reply.code(404).send({ success: false, message: 'Image not found' });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(data);
  });

  route(app, getPreviewImage, async (request, reply) => {
    const data = await previewImage({ db, store }, parsePreviewName(request.params.name)!);
    if (!data) return reply.code(404).send({ success: false, message: 'Image not found' });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/jpeg').send(data);
  });

  route(
    app,
    uploadPhoto,
    async (request, reply) => {
      const user = await requireUser(request);
      const data = await readUploadedPhoto(request);
      const stored = await storeUpload({ db, store, imageBaseUrl: config.IMAGE_BASE_URL }, user.id, data);
      return reply.code(201).send({ success: true as const, image_urls: [stored.url] });
    },
    { rateLimit: uploadRateLimit },
  );
}

/** Photos are costly to process; a signed-in user gets plenty for 9-photo listings, not a flood. */
export const uploadRateLimit = {
  max: 60,
  timeWindow: '10 minutes',
  keyGenerator: accountKey,
};
