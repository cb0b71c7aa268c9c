import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database.ts';
import { writerOf } from '../../db/read-replicas.ts';

/** At most this many words of a query are used: enough for 'furnished 2 bedroom kilimani'. */
const MAX_WORDS = 6;

/**
 * The only tokens ever put into a tsquery: lower-case letters a-z and digits. Nothing
 * else is tsquery syntax-free (`(`, `:`, `!`, `&`, `'`, `\`…), so both the words of a
 * query and the vocabulary's corrections are checked against it. The vocabulary
 * table holds only such words (drizzle/0006_search-vocabulary-counts.sql).
 */
const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * A prefix that the vocabulary's words starting with it can stand for: up to this many are
 * searched as those words exactly (`apartment | apartments`), more as the prefix. An index
 * reads exact words as lists it can skip through beside another key (a type: "apartment"
 * among architects is an empty meeting of two lists, ~5 ms at a million listings), where a
 * prefix gathers every listing of every word it starts (~50 ms for "apartment:*").
 */
const MAX_EXPANSION = 6;

interface Term {
  word: string;
  prefix: boolean;
  /** The vocabulary's words the prefix stands for, when few (MAX_EXPANSION). */
  words?: string[];
}

/** Terms joined by AND: `word:*` (prefix), `(a | b)` (a prefix's few words) or `word`, plain words only. */
function tsqueryOf(terms: Term[]): string | null {
  const plain = (term: Term) => PLAIN_WORD.test(term.word) && (term.words ?? []).every((word) => PLAIN_WORD.test(word));
  if (terms.length === 0 || !terms.every(plain)) return null;
  return terms
    .map((term) => {
      if (term.words?.length) return term.words.length === 1 ? term.words[0] : `(${term.words.join(' | ')})`;
      return term.prefix ? `${term.word}:*` : term.word;
    })
    .join(' & ');
}

/**
 * Splits a query into the lower-case words PostgreSQL's 'simple' parser would index.
 * Only letters and digits survive, so nothing a user types can alter the tsquery.
 */
export function tokenize(term: string): string[] {
  const words = term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => PLAIN_WORD.test(word));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Adds the word changes listing writes have appended (drizzle/0013) into the vocabulary.
 * Nothing to do costs one index probe; while another caller folds, this one returns at
 * once and reads the vocabulary as that fold leaves it.
 */
export async function foldSearchWords(db: Database): Promise<void> {
  await db.execute(sql`SELECT search_words_fold()`);
}

export interface ParsedTerm {
  /** A to_tsquery('simple', …) expression, or null when no word can match anything. */
  tsquery: string | null;
  /** The words as searched, when any was corrected, for 'Showing results for …'. */
  corrected: string | null;
}

/**
 * Each word is kept when some indexed word starts with it ('kile' → Kileleshwa), or
 * replaced by the closest word of the vocabulary by trigram similarity ('kilimanii' →
 * kilimani, 'apartmnt' → apartment). The vocabulary is small, so this costs two index
 * lookups per word instead of a trigram scan over every listing's text.
 */
export async function parseSearchTerm(reading: Database, term: string): Promise<ParsedTerm> {
  // On the primary even when the search reads a replica: the fold is a write, and the
  // vocabulary read right after it must include it (a replica replays it a moment later,
  // and an answer corrected against its older vocabulary would be cached until the next
  // listing change). Two index probes per word; the listings' query stays on the replica.
  const db = writerOf(reading);
  const words = tokenize(term);
  if (words.length === 0) return { tsquery: null, corrected: null };
  // Numbers and one- or two-letter words are not in the vocabulary; match them as typed.
  const checked = words.filter((word) => word.length > 2 && !/^\d+$/.test(word));
  // Writes append word changes; they join the vocabulary here, before it is read.
  if (checked.length) await foldSearchWords(db);
  const rows = checked.length
    ? await queryRows<{ word: string; known: boolean; suggestion: string | null; starts: string[] | null }>(
        db,
        sql`SELECT q.word, k.known,
              -- The words in use that start with it, one more than are spelled out (to see "more").
              (SELECT array_agg(w.word) FROM (SELECT s.word FROM search_words s
                 WHERE s.word ~>=~ q.word AND s.word ~<~ (q.word || '~') AND s.frequency > 0
                 ORDER BY s.word LIMIT ${MAX_EXPANSION + 1}) AS w) AS starts,
              CASE WHEN k.known THEN NULL ELSE
                (SELECT s.word FROM search_words s WHERE s.word % q.word
                 ORDER BY similarity(s.word, q.word) DESC, s.word LIMIT 1) END AS suggestion
            FROM unnest(${sql.param(checked)}::text[]) AS q(word)
            CROSS JOIN LATERAL (SELECT EXISTS (
              -- A prefix test as a range the text_pattern_ops index answers ('~' sorts after a-z0-9).
              SELECT 1 FROM search_words s WHERE s.word ~>=~ q.word AND s.word ~<~ (q.word || '~')) AS known) k`,
      )
    : [];
  const byWord = new Map(rows.map((row) => [row.word, row]));
  let changed = false;
  const terms: Term[] = [];
  for (const word of words) {
    const row = byWord.get(word);
    if (!row && /^\d{1,2}$/.test(word)) {
      // A small number is a count ("2 bedroom", "4 guests"), matched as typed: as a prefix
      // "2" also met every price from 2,000 to 29 million, a read of most listings.
      terms.push({ word, prefix: false });
    } else if (!row || row.known) {
      const starts = row?.starts ?? [];
      terms.push({ word, prefix: true, ...(starts.length && starts.length <= MAX_EXPANSION ? { words: starts } : {}) });
    } else if (row.suggestion && PLAIN_WORD.test(row.suggestion)) {
      changed = true;
      terms.push({ word: row.suggestion, prefix: false });
    } else {
      // A word nothing resembles: the search honestly finds nothing.
      return { tsquery: null, corrected: null };
    }
  }
  const tsquery = tsqueryOf(terms);
  return { tsquery, corrected: tsquery && changed ? terms.map((term) => term.word).join(' ') : null };
}
