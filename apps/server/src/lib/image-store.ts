/**
 * Where re-encoded image variants live: local disk by default, S3 in production. The
 * interface sits low (lib) so the app's shared types and the job roster can name it
 * without reaching up into modules/images, which holds the two implementations.
 */
export interface ImageStore {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<Buffer | undefined>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
}
