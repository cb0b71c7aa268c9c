import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

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
