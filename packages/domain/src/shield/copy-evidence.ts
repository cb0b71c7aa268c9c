import { z } from 'zod';

/*
 * What a moderator weighs when a held lister says "these are mine" (docs/scam-shield.md,
 * "Claims and their evidence"): for each matched pair of photos, what each uploaded file was
 * (read at upload, before its metadata was stripped), and for each listing, its dates and
 * whose proven number it shows. The rule of precedence stays (first publisher wins): this is
 * what lets a moderator overturn it quickly when a thief published someone's photos first.
 */

/**
 * Two photos at most this many bits apart (of 64) are one photo. Measured by
 * bench/photo-copies.ts on 120 scenes, each edited 28 ways: copies re-encoded, resized,
 * recoloured, mirrored, turned, framed, captioned or cut by up to 30 % land within 7 bits of
 * one of their original's stored hashes (at least 114 of 120 for every edit); the nearest two
 * different photos of 85,680 pairs were 10 bits apart. At 7 the index probes each of the four
 * 16-bit pieces within 1 bit (17 values, not 137): the lookup stays fast at a million photos.
 * Figures in docs/scam-shield.md. Here, not in the server's shield module, because the
 * moderation queue pairs a claim's photos by it too.
 */
export const COPY_DISTANCE = 7;

/** A claim is answered within a day: its due time is this long after it was first made. */
export const COPY_CLAIM_ANSWER_HOURS = 24;

/**
 * What an uploaded file was, read before its metadata was stripped (images/photo-facts.ts).
 * Dates from the camera are its own clock, with no time zone: "2025-03-05T14:21:59". GPS
 * coordinates are never kept (they locate someone's home): only whether the file had them.
 */
export const photoFileSchema = z.object({
  /** The uploaded file's size in bytes. */
  bytes: z.number(),
  /** Its pixels as shown (the camera's orientation applied). */
  width: z.number(),
  height: z.number(),
  /** 'jpeg', 'png', 'webp' or 'avif'. */
  format: z.string(),
  /** EXIF camera make and model, lens, and the program that last wrote it (an editor, a phone's screenshot tool). */
  make: z.string().nullable(),
  model: z.string().nullable(),
  lens: z.string().nullable(),
  software: z.string().nullable(),
  /** When the photo was taken (EXIF DateTimeOriginal), and when the file was last written (DateTime). */
  takenAt: z.string().nullable(),
  fileDatedAt: z.string().nullable(),
  /** Whether it carried GPS coordinates (which are not kept), and any EXIF at all. */
  gps: z.boolean(),
  exif: z.boolean(),
});
export type PhotoFile = z.infer<typeof photoFileSchema>;

/** One photo of one side: its picture, when that side's lister uploaded it, and its file (absent: not recorded, an upload from before). */
export const copyPhotoSchema = z.object({
  image: z.string(),
  uploadedAt: z.string(),
  file: photoFileSchema.optional(),
});

/** A photo of the held listing and the other listing's photo it matched, with the hint of which file is the original. */
export const copyPhotoPairSchema = z.object({
  /** Bits apart, of 64. */
  distance: z.number(),
  this: copyPhotoSchema,
  other: copyPhotoSchema,
  /** likelyOriginal's hint: never decisive on its own. */
  likelyOriginal: z.enum(['this', 'other']).nullable(),
});
export type CopyPhotoPair = z.infer<typeof copyPhotoPairSchema>;

/**
 * One listing of a claim: its dates, its lister's proven number and its contact number, masked
 * but the last three digits as everywhere a moderator sees numbers.
 */
export const copySideSchema = z.object({
  createdAt: z.string(),
  /** Since when it has been public without a break (its dates and decision log); null: not public now. */
  publicSince: z.string().nullable(),
  /** Its lister's proven sign-in number and since when; null: none proven. */
  listerPhone: z.object({ masked: z.string(), since: z.string() }).nullable(),
  contact: z.object({
    masked: z.string(),
    /** The same number as the lister's proven sign-in number. */
    sameAsLister: z.boolean(),
    /** Proven by this listing's lister (a code sent to it), and since when. */
    provenByLister: z.boolean(),
    provenSince: z.string().nullable(),
  }),
});
export type CopySide = z.infer<typeof copySideSchema>;

/** The hint's thresholds: a camera model only counts with at least the other's pixels; without one either side, twice the pixels. */
const CLEARLY_LARGER = 2;

const pixels = (file: PhotoFile) => file.width * file.height;
const fromCamera = (file: PhotoFile) => Boolean(file.model ?? file.make);

/**
 * Which of two files of one photo is more likely the original: a hint for the moderator, never
 * a ruling. A thief's copy is usually a screenshot or a messenger's copy: downscaled (about
 * 1600 px or less), recompressed, its camera's EXIF gone. So:
 * 1. one file names a camera and the other none: that one, if it has at least the other's pixels;
 * 2. both name a camera, or neither: the one with at least twice the other's pixels;
 * 3. otherwise (a file not recorded, a camera on the smaller file, sizes close): no hint.
 * A thief who kept the camera's file, or an owner who only has a WhatsApp copy, defeats it;
 * the words on the screen say it is a hint.
 */
export function likelyOriginal(a: PhotoFile | undefined, b: PhotoFile | undefined): 'a' | 'b' | null {
  if (!a || !b) return null;
  const [cameraA, cameraB] = [fromCamera(a), fromCamera(b)];
  if (cameraA !== cameraB) {
    const [camera, other] = cameraA ? (['a', 'b'] as const) : (['b', 'a'] as const);
    const files = { a, b };
    return pixels(files[camera]) >= pixels(files[other]) ? camera : null;
  }
  if (pixels(a) >= CLEARLY_LARGER * pixels(b)) return 'a';
  if (pixels(b) >= CLEARLY_LARGER * pixels(a)) return 'b';
  return null;
}
