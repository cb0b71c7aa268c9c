import { defineContract } from './contract.ts';
import { loadContractSchemas as load } from './load.ts';

export const getImage = defineContract({
  id: 'getImage',
  method: 'GET',
  path: '/images/:name',
  access: 'public',
  tag: 'images',
  schemas: () =>
    load().then((s) => ({
      params: s.imageNameParamSchema,
      responses: { 200: s.file('image/webp', 'The photo as WebP'), ...s.errors(400, 404) },
    })),
});

export const getPreviewImage = defineContract({
  id: 'getPreviewImage',
  method: 'GET',
  path: '/images/preview/:name',
  access: 'public',
  tag: 'images',
  schemas: () =>
    load().then((s) => ({
      params: s.previewNameParamSchema,
      responses: { 200: s.file('image/jpeg', 'The photo as a 1200×630 JPEG'), ...s.errors(400, 404) },
    })),
});

export const uploadPhoto = defineContract({
  id: 'uploadPhoto',
  method: 'POST',
  path: '/upload',
  access: 'user',
  tag: 'images',
  multipartFile: 'file',
  schemas: () =>
    load().then((s) => ({
      responses: { 201: s.uploadResponseSchema, ...s.errors(400, 401, 413, 415, 429) },
    })),
});

/** A line per endpoint for the API reference; the web app never loads it. */
export const imagesSummaries = {
  getImage: 'One stored photo at one width (content-hashed name, cached for a year)',
  getPreviewImage: 'A photo as the 1200×630 JPEG link previews show ({key}.jpg), made on first request and kept',
  uploadPhoto: 'Upload one photo (multipart field "file"); it is re-encoded to WebP at every width',
};
