import { describe, expect, it } from 'vitest';
import { entryDiff, revertKeys } from './entryDiff';
import { wordDiff } from './wordDiff';

describe('wordDiff', () => {
  it('keeps the common words and marks the removed and added ones', () => {
    expect(wordDiff('Call the shop before noon', 'Call the owner before noon today')).toEqual([
      { text: 'Call the ', change: 'same' },
      { text: 'shop', change: 'removed' },
      { text: 'owner', change: 'added' },
      { text: ' before noon', change: 'same' },
      { text: ' today', change: 'added' },
    ]);
  });
  it('reads an empty side as all removed or all added', () => {
    expect(wordDiff('', 'new text')).toEqual([{ text: 'new text', change: 'added' }]);
    expect(wordDiff('old', '')).toEqual([{ text: 'old', change: 'removed' }]);
  });
});

describe('entryDiff', () => {
  const kind = {
    resource: 'business',
    fields: [
      { source: 'name', kind: 'text' as const },
      { source: 'primaryAddress.city', kind: 'text' as const },
      { source: 'isDemo', kind: 'boolean' as const },
    ],
  };
  it('lists the changed fields only, declared ones first at their paths, then the others by name', () => {
    const before = { name: 'A', primaryAddress: { city: 'Austin', street: '1 Main' }, isDemo: false, zeta: 1, alpha: [1, 2], version: 3 };
    const after = { name: 'A', primaryAddress: { city: 'Boston', street: '1 Main' }, isDemo: true, zeta: 2, alpha: [1, 2], version: 4 };
    expect(entryDiff(before, after, kind).map((c) => [c.source, c.before, c.after])).toEqual([
      ['primaryAddress.city', 'Austin', 'Boston'],
      ['isDemo', false, true],
      ['zeta', 1, 2],
    ]);
    expect(revertKeys(entryDiff(before, after, kind))).toEqual(['primaryAddress', 'isDemo', 'zeta']);
  });
  it('shows a creation as every field it set, and compares objects by what they hold', () => {
    expect(entryDiff(null, { name: 'B', isDemo: false }, kind).map((c) => c.source)).toEqual(['name', 'isDemo']);
    expect(entryDiff({ x: { a: 1, b: 2 } }, { x: { b: 2, a: 1 } })).toEqual([]);
  });
});
