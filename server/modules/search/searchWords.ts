/**
 * A palette query as the search reads it: its words (split by spaces), each as a LIKE pattern's literal text (its
 * %, _ and \ escaped: a word is found as typed, whatever its characters) and as a regular expression's (every
 * character but a letter or digit escaped), and the number it may be (a request's).
 */
import { INT4 } from '../../../contract/fields';

export interface SearchWord {
  /** The word with LIKE's %, _ and \ escaped (backslash is LIKE's escape character). */
  like: string;
  /** The word as a regular expression matching it literally (a backslash before each character not a letter or digit). */
  regex: string;
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
    words: words.map((w) => ({ like: w.replace(/[\\%_]/g, '\\$&'), regex: w.replace(/[^\p{L}\p{N}]/gu, '\\$&') })),
    number,
  };
}
