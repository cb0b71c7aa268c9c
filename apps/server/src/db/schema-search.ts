import { sql } from 'drizzle-orm';
import { bigserial, doublePrecision, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// The vocabulary search corrects typos against: distinct plain words (a-z, 0-9) of
// listings, place names and types, with how many listings hold each (`frequency`);
// triggers keep it (drizzle/0003, 0007 and 0013), and a word leaves when no listing has it.
// A few thousand rows, so a trigram lookup here is cheap where a trigram scan of
// every listing's text would not be
// (docs/decisions/0005-search-stored-tsvector-and-vocabulary.md).
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_unused_idx')
      .on(t.word)
      .where(sql`${t.frequency} <= 0`),
  ],
);

// Each write's net word changes, appended by the listing triggers (inserts never wait on
// each other) and added into search_words by search_words_fold() (drizzle/0013).
export const searchWordChanges = pgTable('search_word_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  word: text('word').notNull(),
  delta: integer('delta').notNull(),
});

/**
 * The map's wide views, counted ahead: public listings with a pin per grid cell and type at
 * zooms 7, 10 and 13 (a cell is 64 px wide at its zoom: 90° / 2^level), with the sums of
 * their coordinates for the clusters' centres. Statement triggers on listings keep it in
 * step in the same transaction (drizzle/0036), so all of Kenya is a few hundred rows where
 * counting its pins read a million index entries (modules/listings/map-grid.ts).
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    type: text('type').notNull(),
    listings: integer('listings').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cx, t.cy, t.type] })],
);
