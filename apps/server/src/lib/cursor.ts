import { badRequest } from './http-errors.ts';

// Keyset paging: a cursor is the sort value and id of the last row a client saw, so a deep
// page costs what the first does (unlike OFFSET) and rows added meanwhile do not shift the
// pages. Every list uses this one format: base64url of the JSON `[order, value, id]`. The
// order is in it so that a cursor made for one ordering is refused by another.

export type CursorOrder = 'newest' | 'price_asc' | 'price_desc' | 'rating';
/** "Best rated" pages by rank, then newest among equal ranks (most have no review: rank 0). */
export interface RankAndDate {
  rank: number;
  at: Date;
}
type ValueOf<O extends CursorOrder> = O extends 'newest' ? Date : O extends 'rating' ? RankAndDate : number;

export interface Cursor<O extends CursorOrder = 'newest'> {
  value: ValueOf<O>;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor<O extends CursorOrder>(order: O, value: ValueOf<O>, id: string): string {
  const plain =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? [value.rank, value.at.toISOString()]
        : value;
  return Buffer.from(JSON.stringify([order, plain, id])).toString('base64url');
}

/** [order, value, id] as written, or undefined for anything this server did not write. */
function parse(text: string): [unknown, unknown, unknown] | undefined {
  // Lists by date once wrote `iso|id`; a client may still hold one, and it means the same.
  const legacy = /^([^|[]+)\|([^|]+)$/.exec(text);
  if (legacy) return ['newest', legacy[1], legacy[2]];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.length === 3 ? (parsed as [unknown, unknown, unknown]) : undefined;
  } catch {
    return undefined;
  }
}

const dateOf = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

function valueFor(order: CursorOrder, value: unknown): Date | number | RankAndDate | undefined {
  if (order === 'newest') return dateOf(value);
  if (order === 'rating') {
    if (!Array.isArray(value) || value.length !== 2 || !Number.isSafeInteger(value[0])) return undefined;
    const at = dateOf(value[1]);
    return at ? { rank: value[0] as number, at } : undefined;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function decodeCursor<O extends CursorOrder>(raw: string, order: O): Cursor<O> {
  const [cursorOrder, plain, id] = parse(Buffer.from(raw, 'base64url').toString('utf8')) ?? [];
  const value = cursorOrder === order ? valueFor(order, plain) : undefined;
  if (value === undefined || typeof id !== 'string' || !UUID.test(id)) {
    throw badRequest('cursor', 'cursor is not one this server gave out for this list and order');
  }
  return { value: value as ValueOf<O>, id };
}
