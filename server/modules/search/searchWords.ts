/**
 * A palette query as the search reads it: its words (split by spaces), each as typed, as a LIKE pattern's literal
 * text (its %, _ and \ escaped: a word is found as typed, whatever its characters), and whether it is short (no run
 * of three letters or digits: found at a word's start only); and the number it may be (a request's).
 */
import { INT4 } from '../../../contract/fields';

export interface SearchWord {
  /** The word as typed. */
  text: string;
  /** The word with LIKE's %, _ and \ escaped (backslash is LIKE's escape character). */
  like: string;
  /**
   * Whether it has letters or digits but no three in a row ("a", "qf-10"): then it is found where a word starts
   * only. Found anywhere, a run of one or two would match most records, and a trigram index has nothing to look up.
   */
  short: boolean;
}

export interface SearchQuery {
  words: SearchWord[];
  /** The request number the query is (one word of digits, a leading # allowed), within PostgreSQL's integers. */
  number: number | null;
}

export function searchQuery(q: string): SearchQuery {
  const words = q.trim().split(/\s+/).filter((w) => w !== '');
  const digits = words.length === 1 ? /^#?(\d{1,10})$/.exec(words[0])?.[1] : undefined;
  const number = digits !== undefined && Number(digits) >= 1 && Number(digits) <= INT4.max ? Number(digits) : null;
  return {
    words: words.map((w) => ({ text: w, like: w.replace(/[\\%_]/g, '\\$&'), short: /[\p{L}\p{N}]/u.test(w) && !/[\p{L}\p{N}]{3}/u.test(w) })),
    number,
  };
}
