import { badRequest } from './http-errors.ts';

// Keyset paging: the cursor is the (created_at, id) of the last row a client saw,
// so page 50 costs what page 1 costs, unlike OFFSET.
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: Cursor): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): Cursor {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badRequest('cursor', 'cursor is not one this server gave out');
  }
  return { createdAt, id };
}
