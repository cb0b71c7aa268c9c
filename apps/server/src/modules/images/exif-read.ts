/*
 * A small reader of the few EXIF tags a copy claim needs (docs/scam-shield.md, "Claims and
 * their evidence"), from sharp's `metadata().exif`: a TIFF header and its directories. No EXIF
 * parser is a dependency (exif-reader is only sharp's own development dependency), and these
 * seven tags need no more than this.
 *
 * The buffer is a stranger's: every offset is checked against its length, each directory is
 * read once and never chained (IFD0, then its Exif and GPS directories only), a directory's
 * entries are capped, and text is cut short. A hostile buffer gives fewer facts, never an
 * exception or a loop (exif-read.test.ts: truncated, looping, oversized and random buffers).
 */

export interface ExifFacts {
  make: string | null;
  model: string | null;
  software: string | null;
  /** DateTime (0x0132): when the file was last written, "2025-03-05T14:22:01" in the camera's clock. */
  fileDatedAt: string | null;
  /** DateTimeOriginal (0x9003): when the photo was taken, likewise. */
  takenAt: string | null;
  lens: string | null;
  /** The GPS directory holds a latitude or a longitude (the coordinates themselves are not read). */
  gps: boolean;
}

const TAG = {
  make: 0x010f,
  model: 0x0110,
  software: 0x0131,
  dateTime: 0x0132,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  lensModel: 0xa434,
  gpsLatitude: 0x0002,
  gpsLongitude: 0x0004,
} as const;

const TYPE_ASCII = 2;
const TYPE_LONG = 4;
const TYPE_IFD = 13;
const ENTRY_BYTES = 12;
/** Real directories hold a few dozen entries; a count beyond this is a hostile or broken file. */
const MAX_ENTRIES = 512;
/** Longer text than a camera ever writes is cut here (and read no further). */
export const MAX_TEXT = 100;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Where the entry's 4-byte value field starts. */
  at: number;
}

/** Without control characters, nor the replacement character of bytes that were not UTF-8. */
function printable(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffd) continue;
    kept += char;
  }
  return kept;
}

class TiffView {
  constructor(
    private readonly data: Buffer,
    private readonly little: boolean,
  ) {}

  fits(offset: number, length: number): boolean {
    return Number.isSafeInteger(offset) && offset >= 0 && length >= 0 && offset + length <= this.data.length;
  }

  u16(offset: number): number | null {
    if (!this.fits(offset, 2)) return null;
    return this.little ? this.data.readUInt16LE(offset) : this.data.readUInt16BE(offset);
  }

  u32(offset: number): number | null {
    if (!this.fits(offset, 4)) return null;
    return this.little ? this.data.readUInt32LE(offset) : this.data.readUInt32BE(offset);
  }

  /** A directory's entries (as many as the buffer holds, at most MAX_ENTRIES). */
  entries(offset: number): Entry[] {
    const count = this.u16(offset);
    if (count === null) return [];
    const found: Entry[] = [];
    for (let i = 0; i < Math.min(count, MAX_ENTRIES); i += 1) {
      const start = offset + 2 + i * ENTRY_BYTES;
      if (!this.fits(start, ENTRY_BYTES)) break;
      found.push({ tag: this.u16(start)!, type: this.u16(start + 2)!, count: this.u32(start + 4)!, at: start + 8 });
    }
    return found;
  }

  /** An ASCII value: inline when it fits in 4 bytes, else at its offset; up to its first NUL, printable, trimmed. */
  text(entry: Entry): string | null {
    if (entry.type !== TYPE_ASCII || entry.count === 0) return null;
    const offset = entry.count <= 4 ? entry.at : this.u32(entry.at);
    if (offset === null) return null;
    const length = Math.min(entry.count, MAX_TEXT * 4);
    if (!this.fits(offset, length)) return null;
    const raw = this.data.subarray(offset, offset + length);
    const end = raw.indexOf(0);
    const decoded = raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
    // Cut by characters, never inside one.
    const value = [...printable(decoded).trim()].slice(0, MAX_TEXT).join('').trim();
    return value === '' ? null : value;
  }

  /** A pointer to a sub-directory (a LONG or IFD value), or null. */
  pointer(entry: Entry | undefined): number | null {
    if (!entry || (entry.type !== TYPE_LONG && entry.type !== TYPE_IFD) || entry.count !== 1) return null;
    return this.u32(entry.at);
  }
}

/** "2025:03:05 14:22:01" → "2025-03-05T14:22:01", if it is a real date and time; anything else → null. */
export function exifDate(value: string | null): string | null {
  const match = value ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}` : null;
}

const EXIF_PREFIX = Buffer.from('Exif\0\0', 'latin1');

/**
 * The tags a copy claim needs, from an EXIF block as sharp gives it (with or without its
 * "Exif\0\0" prefix); null when there is none or it is not a TIFF structure.
 */
export function readExif(block: Buffer | undefined): ExifFacts | null {
  if (!block || block.length < 8) return null;
  const data = block.subarray(0, EXIF_PREFIX.length).equals(EXIF_PREFIX) ? block.subarray(EXIF_PREFIX.length) : block;
  const order = data.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const view = new TiffView(data, order === 'II');
  if (view.u16(2) !== 42) return null;
  const ifd0 = view.u32(4);
  if (ifd0 === null || !view.fits(ifd0, 2)) return null;

  const main = view.entries(ifd0);
  const find = (entries: Entry[], tag: number) => entries.find((entry) => entry.tag === tag);
  const textOf = (entries: Entry[], tag: number) => {
    const entry = find(entries, tag);
    return entry ? view.text(entry) : null;
  };
  // Each sub-directory is read once, whatever it points at (even back at IFD0): no chain to follow.
  const exifAt = view.pointer(find(main, TAG.exifIfd));
  const exif = exifAt === null ? [] : view.entries(exifAt);
  const gpsAt = view.pointer(find(main, TAG.gpsIfd));
  const gps = gpsAt === null ? [] : view.entries(gpsAt);
  return {
    make: textOf(main, TAG.make),
    model: textOf(main, TAG.model),
    software: textOf(main, TAG.software),
    fileDatedAt: exifDate(textOf(main, TAG.dateTime)),
    takenAt: exifDate(textOf(exif, TAG.dateTimeOriginal)),
    lens: textOf(exif, TAG.lensModel),
    gps: gps.some((entry) => entry.tag === TAG.gpsLatitude || entry.tag === TAG.gpsLongitude),
  };
}
