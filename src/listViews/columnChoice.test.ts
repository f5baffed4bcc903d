/** A column choice in the store's form (hidden sources, declared indexes in the order shown) and back. */
import { describe, expect, it } from 'vitest';
import type { ResourceDescriptor } from '../declare/defineResource';
import { orderedFields } from '../declare/views/columnOrder';
import { fromStore, toStore } from './columnChoice';

const descriptor = {
  name: 'things',
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'code', kind: 'text' },
    { source: 'secret', kind: 'secret' },
    { source: 'city', kind: 'text' },
    { source: 'created', kind: 'datetime', hidden: true },
  ],
} as unknown as ResourceDescriptor;

describe('a column choice', () => {
  it('orders the visible columns first, hides the rest, and reads back the same', () => {
    const stored = toStore(descriptor, ['city', 'name'], ['code', 'created']);
    // Declared indexes of the list's columns (a secret is none): name 0, code 1, city 2, created 3.
    expect(stored).toEqual({ hidden: ['code', 'created'], ranks: [2, 0, 1, 3] });
    expect(orderedFields(descriptor, stored.ranks).map((f) => f.source)).toEqual(['city', 'name', 'code', 'created']);
    expect(fromStore(descriptor, stored.hidden, stored.ranks)).toEqual({ columns: ['city', 'name'], hidden: ['code', 'created'] });
  });

  it('shows a column declared since the choice as declared, and a view hides every column it does not name', () => {
    // `code` is in neither list (declared after the choice was saved): shown; `created` declared hidden: hidden.
    expect(toStore(descriptor, ['name'], ['city'])).toEqual({ hidden: ['city', 'created'], ranks: [0, 1, 2, 3] });
    expect(toStore(descriptor, ['city', 'gone'])).toEqual({ hidden: ['name', 'code', 'created'], ranks: [2, 0, 1, 3] });
  });

  it('keeps the declared order without ranks', () => {
    expect(fromStore(descriptor, ['created'], undefined)).toEqual({ columns: ['name', 'code', 'city'], hidden: ['created'] });
  });
});
