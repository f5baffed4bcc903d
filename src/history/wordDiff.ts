/**
 * A word-level diff of two texts (a long text's change shown as the words removed and added): the longest common
 * run of words kept, the rest marked. Texts of more than MAX words each are shown whole, removed then added.
 */
export type WordPart = { text: string; change: 'same' | 'removed' | 'added' };

const MAX = 2000;

export function wordDiff(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length > MAX || b.length > MAX) return ([{ text: before, change: 'removed' }, { text: after, change: 'added' }] as WordPart[]).filter((p) => p.text);
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  }
  const parts: WordPart[] = [];
  const push = (text: string, change: WordPart['change']) => {
    const last = parts[parts.length - 1];
    if (last?.change === change) last.text += text;
    else parts.push({ text, change });
  };
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i], 'same');
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) push(a[i++], 'removed');
    else push(b[j++], 'added');
  }
  while (i < a.length) push(a[i++], 'removed');
  while (j < b.length) push(b[j++], 'added');
  return parts;
}
