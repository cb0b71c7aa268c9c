import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';

const SEND_AS_MULTIPART = 'Send the photo as multipart/form-data in the field "file"';
const UNREADABLE_FORM = 'The upload could not be read: send one photo as multipart/form-data in the field "file"';

/**
 * What went wrong while reading a multipart body is always the sender's doing: no or a
 * bad boundary, a body cut short, malformed part headers, too many parts. Each becomes
 * a 4xx; only the photo's own size has its own message.
 */
function readError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'This photo is too large: at most 15 MB');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'Send one photo per request', { file: 'Send one photo per request' });
    default:
      return new HttpError(400, UNREADABLE_FORM, { file: 'A photo is required' });
  }
}

/** The bytes of the one photo in the field "file" of a multipart upload. */
export async function readUploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, SEND_AS_MULTIPART);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') {
      throw new HttpError(400, 'Send the photo in the field "file"', { file: 'A photo is required' });
    }
    const data = await file.toBuffer();
    if (data.length === 0) throw new HttpError(400, 'The file is empty', { file: 'The file is empty' });
    return data;
  } catch (error) {
    throw readError(error);
  }
}
