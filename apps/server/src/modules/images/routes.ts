import { z } from 'zod';
import type { AppInstance } from '../../app.ts';

const nameParams = z.object({ name: z.string().regex(/^[a-f0-9]{40}-\d{2,4}\.webp$/, { error: 'Not an image name' }) });

export async function imageRoutes(app: AppInstance): Promise<void> {
  // Names are content hashes, so a name's bytes never change: cache for a year.
  app.get('/images/:name', { schema: { params: nameParams } }, async (request, reply) => {
    const data = await app.deps.store.get(request.params.name);
    if (!data) return reply.code(404).send({ success: false, message: 'Image not found' });
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type('image/webp')
      .send(data);
  });
}
