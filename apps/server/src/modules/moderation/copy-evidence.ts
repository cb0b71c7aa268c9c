import {
  likelyOriginal,
  maskPhone,
  parseKenyanPhone,
  storedImagePath,
  type CopyPhotoPair,
  type CopySide,
  type PhotoFile,
} from '@nyumba/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { photoMatches } from './photo-matches.ts';

/*
 * The evidence beside a copy in the queue (docs/scam-shield.md, "Claims and their evidence"):
 * each listing's dates and numbers, and each matched pair of photos with what both uploaded
 * files were. Read straight from the tables (the shield module uses this one, not the other
 * way round); photos are paired by the shield's own distance (COPY_DISTANCE, photo-matches.ts).
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const e164 = (phone: string) => {
  const parsed = parseKenyanPhone(phone);
  return parsed.ok ? parsed.value : phone;
};

/** Decisions that make a hidden or removed listing public again, and those that take it away. */
const SHOWN = sql`('dismiss', 'restore', 'released-copy', 'ruled-original')`;
const TAKEN = sql`('hide', 'auto-hidden', 'held-copy', 'ruled-copy', 'remove')`;

export interface ListingSide extends CopySide {
  /** The contact number as E.164, to compare two listings' (never answered). */
  contactNumber: string;
}

/**
 * Each listing's dates and numbers. Public since: the latest of its creation, its number's
 * proof (a listing waits for its code) and the last decision that showed it again after one
 * that took it away; null when it is not public now.
 */
export async function listingSides(db: Database, ids: string[]): Promise<Map<string, ListingSide>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    created_at: Date | string;
    public_since: Date | string | null;
    contact: string;
    lister_phone: string | null;
    lister_since: Date | string | null;
    contact_since: Date | string | null;
  }>(
    db,
    sql`SELECT l.id, l.created_at, l.phone_number AS contact, u.phone AS lister_phone,
        u.phone_verified_at AS lister_since, n.proven_at AS contact_since,
        CASE WHEN l.moderation = 'visible' AND l.phone_proof <> 'pending' THEN GREATEST(
          l.created_at,
          CASE WHEN l.phone_proof = 'proven' THEN l.phone_proven_at END,
          (SELECT max(g.created_at) FROM moderation_log g
            WHERE g.subject_type = 'listing' AND g.subject_id = l.id AND g.action IN ${SHOWN}
              AND EXISTS (SELECT 1 FROM moderation_log h WHERE h.subject_type = 'listing'
                AND h.subject_id = l.id AND h.action IN ${TAKEN} AND h.created_at < g.created_at))
        ) END AS public_since
      FROM listings l JOIN users u ON u.id = l.owner_id
      LEFT JOIN phone_numbers n ON n.phone = l.phone_number AND n.user_id = l.owner_id
      WHERE l.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const sides = new Map<string, ListingSide>();
  for (const row of rows) {
    const listerProven = row.lister_phone !== null && row.lister_since !== null;
    const contact = e164(row.contact);
    sides.set(row.id, {
      createdAt: iso(row.created_at)!,
      publicSince: iso(row.public_since),
      listerPhone: listerProven ? { masked: maskPhone(row.lister_phone!), since: iso(row.lister_since)! } : null,
      contact: {
        masked: maskPhone(contact),
        sameAsLister: listerProven && row.lister_phone === contact,
        provenByLister: row.contact_since !== null,
        provenSince: iso(row.contact_since),
      },
      contactNumber: contact,
    });
  }
  return sides;
}

interface PhotoRow extends Omit<PhotoFile, 'takenAt' | 'fileDatedAt'> {
  key: string;
  taken_at: string | null;
  file_dated_at: string | null;
}

const pairKey = (thisId: string, otherId: string) => `${thisId}:${otherId}`;

/**
 * For each (held listing, listing it copies): each of the held listing's photos that matched
 * one of the other's, paired with its nearest there (hashes compared both ways, since only an
 * original's cuts are stored), with both files' facts, each side's upload date and the hint of
 * which file is the original (photo-matches.ts pairs them).
 */
export async function photoPairs(
  db: Database,
  pairs: { thisId: string; otherId: string; thisOwner: string; otherOwner: string }[],
): Promise<Map<string, CopyPhotoPair[]>> {
  const found = new Map<string, CopyPhotoPair[]>();
  if (pairs.length === 0) return found;
  const best = await photoMatches(db, pairs);
  if (best.length === 0) return found;
  const owners = new Map(
    pairs.flatMap((pair) => [[pair.thisId, pair.thisOwner] as const, [pair.otherId, pair.otherOwner] as const]),
  );
  const photos = await photosOf(
    db,
    best.flatMap((row) => [
      { key: row.thisKey, owner: owners.get(row.thisId)! },
      { key: row.otherKey, owner: owners.get(row.otherId)! },
    ]),
  );
  for (const row of best) {
    const mine = photos.get(`${row.thisKey}:${owners.get(row.thisId)}`);
    const theirs = photos.get(`${row.otherKey}:${owners.get(row.otherId)}`);
    // A photo swept away meanwhile (its images row gone) has nothing to show.
    if (!mine || !theirs) continue;
    const hint = likelyOriginal(mine.file, theirs.file);
    const list = found.get(pairKey(row.thisId, row.otherId)) ?? [];
    list.push({
      distance: row.distance,
      this: mine,
      other: theirs,
      likelyOriginal: hint === 'a' ? 'this' : hint === 'b' ? 'other' : null,
    });
    found.set(pairKey(row.thisId, row.otherId), list);
  }
  return found;
}

/** Each photo as one lister has it: its picture, when they uploaded it (their first upload of it) and its file's facts. */
async function photosOf(db: Database, wanted: { key: string; owner: string }[]) {
  const rows = await queryRows<PhotoRow & { owner: string; uploaded: Date | string; recorded: boolean }>(
    db,
    sql`SELECT w.key, w.owner, coalesce(u.created_at, i.created_at) AS uploaded, f.image_key IS NOT NULL AS recorded,
        f.bytes, f.width, f.height, f.format, f.make, f.model, f.lens, f.software, f.taken_at, f.file_dated_at, f.gps, f.exif
      FROM (VALUES ${sql.join(
        wanted.map((photo) => sql`(${photo.key}, ${photo.owner}::uuid)`),
        sql`, `,
      )}) AS w(key, owner)
      JOIN images i ON i.key = w.key
      LEFT JOIN image_uploads u ON u.image_key = w.key AND u.user_id = w.owner
      LEFT JOIN image_facts f ON f.image_key = w.key`,
  );
  return new Map(
    rows.map((row) => [
      `${row.key}:${row.owner}`,
      {
        image: storedImagePath({ key: row.key, width: 640 }),
        uploadedAt: iso(row.uploaded)!,
        ...(row.recorded
          ? {
              file: {
                bytes: Number(row.bytes),
                width: Number(row.width),
                height: Number(row.height),
                format: row.format,
                make: row.make,
                model: row.model,
                lens: row.lens,
                software: row.software,
                takenAt: row.taken_at,
                fileDatedAt: row.file_dated_at,
                gps: Boolean(row.gps),
                exif: Boolean(row.exif),
              },
            }
          : {}),
      },
    ]),
  );
}
