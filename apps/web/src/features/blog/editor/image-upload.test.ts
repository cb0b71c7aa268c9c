import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorFromAnswer } from '../../../lib/api-client';
import { uploadEditorImage } from './image-upload';

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'p.jpg', { type: 'image/jpeg' });

describe('uploadEditorImage', () => {
  it('refuses files that are not images without uploading them', async () => {
    const upload = vi.fn();
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    expect(await uploadEditorImage(pdf, upload)).toEqual({ error: 'notImage' });
    expect(await uploadEditorImage(new File(['x'], 'x', { type: '' }), upload)).toEqual({ error: 'notImage' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('answers the uploaded address', async () => {
    expect(await uploadEditorImage(photo, async () => '/images/abc-1280.webp')).toEqual({
      url: '/images/abc-1280.webp',
    });
  });

  it('inserts nothing when the answer has no address', async () => {
    expect(await uploadEditorImage(photo, async () => '')).toEqual({ error: 'noImageUrl' });
    expect(await uploadEditorImage(photo, () => Promise.reject(errorFromAnswer(201, { success: true })))).toEqual({
      error: 'noImageUrl',
    });
  });

  it("passes on the server's message, or a plain failure", async () => {
    expect(await uploadEditorImage(photo, () => Promise.reject(new ApiError(413, 'This photo is too large')))).toEqual({
      error: 'uploadFailed',
      message: 'This photo is too large',
    });
    expect(await uploadEditorImage(photo, () => Promise.reject(new ApiError(0, 'Network error')))).toEqual({
      error: 'uploadFailed',
    });
    expect(await uploadEditorImage(photo, () => Promise.reject(errorFromAnswer(500, undefined)))).toEqual({
      error: 'uploadFailed',
    });
  });
});
