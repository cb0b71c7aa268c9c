import { timestamp } from 'drizzle-orm/pg-core';

// Millisecond precision, the precision of a JavaScript Date: a keyset cursor made from
// a row's created_at then names that row exactly (microseconds would be lost in JS).
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
};
