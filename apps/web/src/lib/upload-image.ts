import { uploadPhoto } from '@nyumba/domain';
import { ApiError, errorFromAnswer } from './api-client';

/** The image service refuses bigger files (413); checking first saves the data. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

export interface UploadOptions {
  /** The image server's base URL from /api/config; '' is this server. */
  baseUrl: string;
  /** Fraction 0..1 of the file sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one photo to `POST {baseUrl}/upload` and resolves its address.
 * XMLHttpRequest rather than fetch because only it reports upload progress,
 * which on a slow mobile connection is the difference between waiting and
 * giving up. Rejects with ApiError (status 0 when the network failed).
 */
export function uploadImage(file: File, { baseUrl, onProgress, signal }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadPhoto.method, `${baseUrl}${uploadPhoto.path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // The answer's schema loads while the photo goes up.
    const schemas = uploadPhoto.schemas();
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      schemas.then((loaded) => {
        const parsed = loaded.responses[201].safeParse(body);
        if (xhr.status >= 200 && xhr.status < 300 && parsed.success) {
          onProgress?.(1);
          resolve(parsed.data.image_urls[0]!);
        } else {
          reject(errorFromAnswer(xhr.status, body));
        }
      }, reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
