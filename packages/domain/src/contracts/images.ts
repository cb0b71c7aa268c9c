import { defineContract } from './contract.ts';

const load = () => import('./schemas.ts');

export const getImage = defineContract({
  id: 'getImage',
  method: 'GET',
  path: '/images/:name',
  access: 'public',
  tag: 'images',
  summary: 'One stored photo at one width (content-hashed name, cached for a year)',
  schemas: () =>
    load().then((s) => ({
      params: s.imageNameParamSchema,
      responses: { 200: s.file('image/webp', 'The photo as WebP'), ...s.errors(400, 404) },
    })),
});

export const uploadPhoto = defineContract({
  id: 'uploadPhoto',
  method: 'POST',
  path: '/upload',
  access: 'user',
  tag: 'images',
  summary: 'Upload one photo (multipart field "file"); it is re-encoded to WebP at every width',
  multipartFile: 'file',
  schemas: () =>
    load().then((s) => ({
      responses: { 201: s.uploadResponseSchema, ...s.errors(400, 401, 413, 415, 429) },
    })),
});
