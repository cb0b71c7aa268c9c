import { LARGEST_IMAGE_WIDTH, variantName } from '@nyumba/domain';
import { sql, type SQL } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { queryRows, type Database } from '../../db/database.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { imageKeysOf } from '../images/index.ts';

type Row = Record<string, unknown>;

/**
 * Columns a copy never carries: secrets that would let whoever holds the ZIP act as the
 * person (a password's hash, a stop link's token) or that are ours (a fold for search).
 */
const HIDDEN_COLUMN = /hash|token|secret|seal_key|_folded$/;

const visible = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !HIDDEN_COLUMN.test(column)));

const rows = async (db: Database, query: SQL): Promise<Row[]> => (await queryRows<Row>(db, query)).map(visible);

/** Every row of `table` where any of `columns` is the person. */
const whereAny = (db: Database, table: string, columns: string[], userId: string) =>
  rows(
    db,
    sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
      sql` OR `,
    )}`,
  );

/**
 * What Nyumba holds about one person, by kind: each kind becomes one JSON file of the ZIP.
 * A kind the person has nothing of is still there, empty, so the copy shows it was looked at.
 */
async function gatherData(db: Database, userId: string): Promise<Record<string, unknown>> {
  const byUser = (table: string, ...columns: string[]) => whereAny(db, table, columns, userId);
  return {
    profile: await byUser('users', 'id'),
    numbers: {
      held: await byUser('phone_numbers', 'user_id'),
      history: await byUser('phone_history', 'user_id'),
      sms: await byUser('sms_messages', 'user_id'),
    },
    listings: await byUser('listings', 'owner_id'),
    posts: await byUser('posts', 'author_id'),
    // A conversation is both people's: the person gets every message in theirs, as in their inbox.
    conversations: await byUser('conversations', 'seeker_id', 'lister_id'),
    messages: await rows(
      db,
      sql`SELECT m.* FROM messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE c.seeker_id = ${userId} OR c.lister_id = ${userId} ORDER BY m.id`,
    ),
    blocks: await byUser('user_blocks', 'blocker_id'),
    viewings: await byUser('viewings', 'seeker_id', 'lister_id'),
    stays: await byUser('stays', 'guest_id', 'host_id'),
    tenancies: {
      tenancies: await byUser('tenancies', 'tenant_id', 'lister_id'),
      signatures: await byUser('tenancy_signatures', 'user_id'),
    },
    jobs: await byUser('hires', 'provider_id', 'client_id'),
    payments: {
      paid: await byUser('payments', 'payer_id'),
      received: await byUser('payouts', 'recipient_id'),
    },
    reviews: {
      written: await byUser('reviews', 'author_id'),
      received: await byUser('reviews', 'subject_id'),
    },
    reports: {
      listingsAndPosts: await byUser('reports', 'reporter_id'),
      conversations: await byUser('conversation_reports', 'reporter_id'),
    },
    saved: {
      listings: await byUser('saved_listings', 'user_id'),
      searches: await byUser('search_alerts', 'user_id'),
    },
    consents: await byUser('consents', 'user_id'),
    // What was uploaded for a check, and when it was decided (the files stay sealed: ask a moderator).
    documents: await byUser('check_documents', 'user_id'),
    signIns: {
      sessions: await byUser('sessions', 'user_id'),
      devices: await byUser('account_devices', 'user_id'),
    },
  };
}

/** The person's photos: every key their listings, posts and avatar show, at the largest width kept. */
function photoKeys(data: Record<string, unknown>): string[] {
  const listings = data.listings as Row[];
  const posts = data.posts as Row[];
  const profile = data.profile as Row[];
  return imageKeysOf([
    ...listings.flatMap((row) => (row.image_urls as string[] | null) ?? []),
    ...posts.flatMap((row) => [row.image as string | null, row.content as string | null]),
    ...profile.map((row) => row.avatar as string | null),
  ]);
}

const README = `This is a copy of what Nyumba holds about you, made when you asked for it.
Each .json file is one kind of data: profile, numbers (and the SMS we sent you), listings,
posts, conversations and messages, blocks, viewings, stays, tenancies, jobs, payments
(paid and received, with receipts), reviews (written and received), reports you made,
saved listings and searches, consents, documents sent for a check, and sign-ins. photos/ holds your photos at the
largest size we keep. Secrets (password hashes, link tokens) are left out.
Questions: use Settings > Privacy, or write to us.
`;

/** The ZIP of one person's data: JSON stored compressed, photos (already compressed) stored as they are. */
export async function buildZip(
  deps: { db: Database; store: ImageStore },
  userId: string,
): Promise<{ zip: Uint8Array; kinds: string[]; photos: number }> {
  const data = await gatherData(deps.db, userId);
  const files: Zippable = { 'README.txt': strToU8(README) };
  for (const [kind, value] of Object.entries(data)) {
    files[`${kind}.json`] = strToU8(JSON.stringify(value, null, 2));
  }
  let photos = 0;
  const folder: Zippable = {};
  for (const key of photoKeys(data)) {
    const name = variantName(key, LARGEST_IMAGE_WIDTH);
    const bytes = await deps.store.get(name);
    if (!bytes) continue;
    folder[name] = [new Uint8Array(bytes), { level: 0 }];
    photos += 1;
  }
  if (photos > 0) files.photos = folder;
  return { zip: zipSync(files, { level: 6 }), kinds: Object.keys(data), photos };
}
