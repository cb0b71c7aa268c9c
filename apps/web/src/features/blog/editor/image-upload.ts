import { ApiError } from '../../../lib/api-client';

export type EditorUploadResult =
  { url: string } | { error: 'notImage' | 'noImageUrl' | 'uploadFailed'; message?: string };

/**
 * The editor's image button (docs/product.md, Post editor): only files whose type starts
 * with image/, uploaded through the image service; an answer without an address
 * inserts nothing. `upload` is the image service call, passed in for tests.
 */
export async function uploadEditorImage(
  file: File,
  upload: (file: File) => Promise<string>,
): Promise<EditorUploadResult> {
  if (!file.type.startsWith('image/')) return { error: 'notImage' };
  try {
    const url = await upload(file);
    return url ? { url } : { error: 'noImageUrl' };
  } catch (error) {
    if (error instanceof ApiError) {
      // A 2xx answer that failed to parse had no image_urls in it.
      if (error.status >= 200 && error.status < 300) return { error: 'noImageUrl' };
      if (error.status > 0 && !error.genericMessage) return { error: 'uploadFailed', message: error.message };
    }
    return { error: 'uploadFailed' };
  }
}
