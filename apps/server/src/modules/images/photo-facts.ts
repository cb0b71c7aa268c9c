import type { PhotoFile } from '@nyumba/domain';
import type { Metadata } from 'sharp';
import type { Database } from '../../db/database.ts';
import { imageFacts } from '../../db/schema-images.ts';
import { readExif } from './exif-read.ts';

/**
 * What an uploaded file was, read from its header before the photo is re-encoded and its
 * metadata dropped (docs/scam-shield.md, "Claims and their evidence"): the size, pixels and
 * format a thief's screenshot or messenger copy gives away, and the camera's EXIF. GPS
 * coordinates are never kept, only whether there were any.
 */
export function photoFacts(data: Buffer, meta: Metadata): PhotoFile {
  const exif = readExif(meta.exif);
  return {
    bytes: data.length,
    // As shown: a portrait photo a camera stored sideways with an orientation tag is portrait.
    width: meta.autoOrient?.width ?? meta.width,
    height: meta.autoOrient?.height ?? meta.height,
    // Only AVIF of the HEIF family is accepted (upload-service.ts).
    format: meta.format === 'heif' ? 'avif' : meta.format,
    make: exif?.make ?? null,
    model: exif?.model ?? null,
    lens: exif?.lens ?? null,
    software: exif?.software ?? null,
    takenAt: exif?.takenAt ?? null,
    fileDatedAt: exif?.fileDatedAt ?? null,
    gps: exif?.gps ?? false,
    exif: exif !== null,
  };
}

/** Kept with the stored photo: the same bytes are one photo (its key), so the first upload's facts are its facts. */
export async function storePhotoFacts(db: Database, imageKey: string, facts: PhotoFile): Promise<void> {
  await db
    .insert(imageFacts)
    .values({ imageKey, ...facts })
    .onConflictDoNothing();
}
