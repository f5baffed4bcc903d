/** Spec §4 lookup saves, on the local list: inactive leaves, active is added or replaced, the order kept. */
import { describe, expect, it } from 'vitest';
import { applySaved } from './localList';

const list = [
  { id: 1, text: 'Amber', isActive: true },
  { id: 2, text: 'Blue', isActive: true },
  { id: 3, text: 'Cyan', isActive: true },
];

describe('a saved lookup item on the local list', () => {
  it('leaves it when saved inactive', () => {
    expect(applySaved(list, { id: 2, text: 'Blue', isActive: false })).toEqual([list[0], list[2]]);
  });

  it('replaces the item with its id when saved active, in text order', () => {
    expect(applySaved(list, { id: 1, text: 'Teal', isActive: true }).map((i) => [i.id, i.text])).toEqual([
      [2, 'Blue'],
      [3, 'Cyan'],
      [1, 'Teal'],
    ]);
  });

  it('adds a new active item in text order, and adds nothing for a new inactive one', () => {
    expect(applySaved(list, { id: 9, text: 'Beige', isActive: true }).map((i) => i.id)).toEqual([1, 9, 2, 3]);
    expect(applySaved(list, { id: 9, text: 'Beige', isActive: false })).toEqual(list);
  });
});
