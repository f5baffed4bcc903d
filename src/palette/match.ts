/**
 * The palette's fuzzy match (issue 35): a query against a few texts (a screen's label in English and Spanish, its
 * path), accents and case ignored. A text matches strongly when each word of the query is found at a word's start
 * in it, weakly when it is found inside a word or when the query's letters are found in order (a subsequence),
 * word starts and runs of letters scoring higher. Strong matches rank before records, weak ones after.
 */

/** Lower case, accents gone ("Dispositivos" = "dispositivos", "Órdenes" = "ordenes"). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const isWordStart = (text: string, i: number) => i === 0 || !/[a-z0-9]/.test(text[i - 1]);

/** Where `word` starts a word of `text`, else -1. */
function wordStartIndex(text: string, word: string): number {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) if (isWordStart(text, i)) return i;
  return -1;
}

/** The query's letters found in order in `text`, a letter right after the last or at a word's start preferred; null when not all are. */
function subsequenceScore(text: string, query: string): number | null {
  let score = 0;
  let at = 0;
  let last = -2;
  for (const ch of query.replace(/\s+/g, '')) {
    let i = text[at] === ch ? at : -1;
    if (i < 0) {
      for (let j = text.indexOf(ch, at); j >= 0; j = text.indexOf(ch, j + 1))
        if (isWordStart(text, j)) {
          i = j;
          break;
        }
    }
    if (i < 0) i = text.indexOf(ch, at);
    if (i < 0) return null;
    score += (i === last + 1 ? 3 : 0) + (isWordStart(text, i) ? 4 : 0) - Math.min(i - at, 5) * 0.2;
    last = i;
    at = i + 1;
  }
  return score;
}

export interface Match {
  /** Each word found at a word's start, or the whole query found: ranked before the records. */
  strong: boolean;
  score: number;
}

/** How well `query` matches `text` (null: not at all). */
export function matchText(query: string, text: string): Match | null {
  const q = fold(query).trim().replace(/\s+/g, ' ');
  const t = fold(text);
  if (!q) return { strong: true, score: 0 };
  const whole = t.indexOf(q);
  // Shorter texts first among equals: "Devices" before "Device files" for "devices".
  const brevity = -t.length / 100;
  if (whole === 0) return { strong: true, score: 300 + brevity };
  const words = q.split(' ');
  const starts = words.map((w) => wordStartIndex(t, w));
  if (starts.every((i) => i >= 0)) return { strong: true, score: 200 + (whole >= 0 ? 50 : 0) - starts.reduce((a, b) => a + b, 0) / 100 + brevity };
  // Found inside a word: weak (a middle fragment of a shop's name must not rank a screen before the shop).
  if (whole > 0) return { strong: false, score: 100 + brevity };
  const loose = subsequenceScore(t, q);
  return loose === null ? null : { strong: false, score: loose + brevity };
}

/** The best match of `query` among `texts` (a screen's labels and path). */
export function matchAny(query: string, texts: string[]): Match | null {
  let best: Match | null = null;
  for (const text of texts) {
    const m = matchText(query, text);
    if (m && (!best || m.strong > best.strong || (m.strong === best.strong && m.score > best.score))) best = m;
  }
  return best;
}

/** `items` matching `query`, best first, split into strong and weak matches. */
export function rank<T>(query: string, items: T[], textsOf: (item: T) => string[]): { strong: T[]; weak: T[] } {
  const scored = items.flatMap((item) => {
    const m = matchAny(query, textsOf(item));
    return m ? [{ item, m }] : [];
  });
  scored.sort((a, b) => b.m.score - a.m.score);
  return { strong: scored.filter((s) => s.m.strong).map((s) => s.item), weak: scored.filter((s) => !s.m.strong).map((s) => s.item) };
}
