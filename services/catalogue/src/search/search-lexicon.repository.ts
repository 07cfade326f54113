import { Injectable } from '@nestjs/common';
import { ExpiringValue } from '@streaming/platform';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { startsWithSql } from './search-sql.js';
import type { LexiconHits } from './search-types.js';
import { SortedWords } from './sorted-words.js';

/** Known words kept in memory at most (then forgotten at once and learnt again). */
const KNOWN_WORDS_MAX = 50_000;
/**
 * How long the lexicon's words read into memory are used before being read again. A word is never
 * taken out of the lexicon, so the words read are known for good; a word added since is looked up.
 */
const LEXICON_TTL_MS = 5 * 60_000;
/** The lexicon's words read into memory at most (a few MB); the others are looked up. */
const LEXICON_MEMORY_MAX = 1_000_000;
/**
 * A prefix standing for this many indexed words at most is looked up as those words (SearchTerm.words).
 * The lexicon keeps words of 3 letters or more: a shorter prefix stays a prefix.
 */
const WORDS_OF_PREFIX_MAX = 16;
const LEXICON_MIN_LENGTH = 3;
/** Below PostgreSQL's default (0.3), so that a typo in a 4- or 5-letter word still finds it. */
const TRIGRAM_THRESHOLD = 0.2;

/**
 * The lexicon of the indexed words (search_lexicon), for the results page and the suggestions alike:
 * which of a query's words some indexed word starts with, the words a short prefix stands for, and
 * the close words of a word no indexed word starts with (typo corrections). Its words are kept in
 * memory; every read is a public one, and nothing here writes.
 */
@Injectable()
export class SearchLexicon {
  constructor(private readonly reads: CatalogueReads) {}

  /** Words some indexed word starts with: they stay so (the lexicon only grows), kept in memory. */
  private readonly knownWords = new Set<string>();

  /**
   * The lexicon's words, in memory: a query word one of them starts with is known without a
   * statement (while a title is typed, every keystroke makes a new prefix of a known word), and a
   * prefix that few words start with is looked up as those words. Read again after a catalogue
   * change (a title's new words), or after LEXICON_TTL_MS.
   */
  private readonly lexiconWords = new ExpiringValue(
    async () => {
      const rows = await this.reads.queryPrepared<{ word: string }>(`SELECT word FROM search_lexicon LIMIT ${LEXICON_MEMORY_MAX}`, []);
      return new SortedWords(rows.map((r) => r.word), rows.length < LEXICON_MEMORY_MAX);
    },
    LEXICON_TTL_MS,
    () => new SortedWords([], false),
  );
  /** The catalogue changes (CatalogueReads.changeCount) the lexicon in memory was read after. */
  private lexiconChanges = 0;

  private lexiconInMemory(): Promise<SortedWords> {
    if (this.reads.changeCount !== this.lexiconChanges) {
      this.lexiconChanges = this.reads.changeCount;
      this.lexiconWords.drop();
    }
    return this.lexiconWords.get();
  }

  async lookUp(words: string[]): Promise<LexiconHits> {
    const inMemory = await this.lexiconInMemory();
    const known = new Set(words.filter((w) => this.knownWords.has(w) || inMemory.hasPrefix(w)));
    const unsure = words.filter((w) => !known.has(w));
    const wordsOf = inMemory.complete
      ? (prefix: string) => ([...prefix].length >= LEXICON_MIN_LENGTH ? inMemory.startingWith(prefix, WORDS_OF_PREFIX_MAX) : undefined)
      : undefined;
    if (!unsure.length) return { known, nearby: new Map(), wordsOf };
    // One statement, no transaction: set_config(..., true) holds until the end of this statement's own
    // transaction, and the words are read after it (LATERAL on its result). A word is known when
    // some word starts with it (a range of search_lexicon_word_prefix_idx); close words are looked
    // up (trigram search) only for the words the lexicon does not know.
    const rows = await this.reads.queryPrepared<{ word: string; known: boolean; nearby: string[] }>(
      `SELECT q.w AS word, k.known,
              CASE WHEN k.known THEN '{}'::text[] ELSE ARRAY(
                SELECT l.word FROM search_lexicon l
                 WHERE l.word % q.w AND length(l.word) BETWEEN length(q.w) - 1 AND length(q.w) + 1
                 ORDER BY similarity(l.word, q.w) DESC, l.word LIMIT 20) END AS nearby
         FROM (SELECT set_config('pg_trgm.similarity_threshold', $2, true) AS threshold) cfg,
              LATERAL (SELECT u.w FROM unnest($1::text[]) AS u(w) WHERE cfg.threshold IS NOT NULL) q,
              LATERAL (SELECT EXISTS (SELECT 1 FROM search_lexicon l WHERE ${startsWithSql('l.word', 'q.w')}) AS known) k`,
      [unsure, String(TRIGRAM_THRESHOLD)],
    );
    if (this.knownWords.size > KNOWN_WORDS_MAX) this.knownWords.clear();
    for (const r of rows) if (r.known) {
      known.add(r.word);
      this.knownWords.add(r.word);
    }
    return { known, nearby: new Map(rows.map((r) => [r.word, r.nearby])), wordsOf };
  }
}
