import {
  IMPORT_MAX_ROWS,
  IMPORT_TOO_MANY,
  listingBodySchema,
  may,
  parseImageUrl,
  type ImportResult,
  type ListingBody,
} from '@nyumba/domain';
import { and, eq } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { fetchPublic, type FetchOptions } from '../../lib/public-fetch.ts';
import { requireRole } from '../agencies/index.ts';
import { storeUpload } from '../images/index.ts';
import { parseCsv, parseFeedXml } from './import-parse.ts';
import { createListing, updateListing, type ListingDeps } from './write-service.ts';

// An agency's bulk import (docs/agencies.md): up to 1,000 rows of a CSV or an XML feed, each
// row checked as the listing form checks it and refused alone with its reason; a row is known
// by its externalId, so the same file imported twice updates and never duplicates. A row's
// photos are the agency's own uploads (/images/…) or https addresses fetched as calendars are
// (public addresses only, pinned, 10 s) and decoded and re-encoded like any upload.

const IMPORT_HEADER = [
  'externalId',
  'name',
  'type',
  'price',
  'bedrooms',
  'areaName',
  'description',
  'phone',
  'photoUrls',
] as const;

const MARKUP = /<\/?[a-z!][^>]*>|javascript:|\bon[a-z]+=/i;
const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

export interface ImportDeps extends ListingDeps {
  fetchOptions?: FetchOptions;
}

async function photoPaths(deps: ImportDeps, userId: string, cell: string): Promise<string[]> {
  const urls = cell
    .split(';')
    .map((url) => url.trim())
    .filter(Boolean);
  const paths: string[] = [];
  for (const url of urls) {
    if (parseImageUrl(url, deps.imageBaseUrl) ?? parseImageUrl(url, '')) {
      paths.push(url);
      continue;
    }
    if (!url.startsWith('https://') && !deps.fetchOptions?.allowPrivate)
      throw new Error(`Photo ${url} is not an https address`);
    let data: Buffer;
    try {
      data = await fetchPublic(
        url,
        {
          accept: 'image/*',
          userAgent: 'Nyumba listing import',
          maxBytes: PHOTO_MAX_BYTES,
          tooLarge: 'larger than 15 MB',
        },
        deps.fetchOptions,
      );
    } catch (error) {
      throw new Error(`Photo ${url} could not be fetched: ${(error as Error).message}`, { cause: error });
    }
    try {
      paths.push((await storeUpload(deps, userId, data)).url);
    } catch (error) {
      throw new Error(`Photo ${url} is not an image we can read`, { cause: error });
    }
  }
  return paths;
}

/** The listing body a row describes, or the reason it is refused. */
async function rowBody(deps: ImportDeps, userId: string, row: Record<string, string>): Promise<ListingBody> {
  for (const field of ['name', 'description'] as const) {
    if (MARKUP.test(row[field] ?? '')) throw new Error(`${field}: text only, no HTML or scripts`);
  }
  const price = row.price?.replace(/[,\s]/g, '') ?? '';
  if (!/^\d+$/.test(price)) throw new Error('price: a whole number of shillings');
  const parsed = listingBodySchema.safeParse({
    type: row.type || 'rentals',
    name: row.name,
    price: Number(price),
    bedrooms: row.bedrooms || undefined,
    areaName: row.areaName,
    description: row.description,
    phone_number: row.phone,
    image_urls: await photoPaths(deps, userId, row.photoUrls ?? ''),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.') || 'row'}: ${issue.message}`);
  }
  if (!row.areaName) throw new Error('areaName: Choose an area from the list');
  return parsed.data;
}

/** Reads the file (CSV, or an XML feed) and writes each good row as the agency's listing. */
export async function importListings(
  deps: ImportDeps,
  agencyId: string,
  userId: string,
  file: { data: Buffer; filename: string; mimetype: string },
): Promise<ImportResult> {
  await requireRole(deps.db, agencyId, userId, may.seeAll);
  const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
  const xml = /xml/.test(file.mimetype) || /\.xml$/i.test(file.filename) || text.trimStart().startsWith('<');
  const rows = xml ? parseFeedXml(text, IMPORT_HEADER) : parseCsv(text, IMPORT_HEADER);
  if (rows.length > IMPORT_MAX_ROWS) throw new HttpError(413, IMPORT_TOO_MANY);
  const result: ImportResult = { success: true, created: 0, updated: 0, refused: [] };
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const number = index + 1;
    const externalId = (row.externalId ?? '').trim();
    try {
      if (!/^[\w.:/-]{1,100}$/.test(externalId)) throw new Error('externalId: 1 to 100 letters, digits and . : / - _');
      if (seen.has(externalId)) throw new Error('externalId: the same externalId is on an earlier row');
      seen.add(externalId);
      const body = await rowBody(deps, userId, row);
      const [existing] = await deps.db
        .select({ id: listings.id, ownerId: listings.ownerId })
        .from(listings)
        .where(and(eq(listings.agencyId, agencyId), eq(listings.externalId, externalId)));
      if (existing) {
        await updateListing(deps, existing.id, userId, body);
        result.updated += 1;
      } else {
        await createListing(deps, userId, { ...body, agencyId }, { externalId });
        result.created += 1;
      }
    } catch (error) {
      const reason = error instanceof HttpError ? error.message : (error as Error).message;
      result.refused.push({ row: number, externalId: externalId || null, reason });
    }
  }
  return result;
}
