/** Moving a row of an ordered list renumbers the order field by position and flags only the rows whose number changed. */
import { describe, expect, it } from 'vitest';
import { moveRow, nextOrder } from './reorder';

const rows = ['a', 'b', 'c', 'd'].map((text, i) => ({ record: { id: i + 1, text, sortOrder: i + 1 }, changed: false }));
const view = (all: typeof rows) => all.map((r) => `${r.record.text}${r.record.sortOrder}${r.changed ? '*' : ''}`);

describe('moveRow', () => {
  it('moves down and up, flagging the rows between', () => {
    expect(view(moveRow(rows, 0, 2, 'sortOrder'))).toEqual(['b1*', 'c2*', 'a3*', 'd4']);
    expect(view(moveRow(rows, 3, 2, 'sortOrder'))).toEqual(['a1', 'b2', 'd3*', 'c4*']);
  });

  it('clamps to the ends and leaves the list alone when nothing moves', () => {
    expect(moveRow(rows, 0, -1, 'sortOrder')).toBe(rows);
    expect(moveRow(rows, 3, 9, 'sortOrder')).toBe(rows);
    expect(view(moveRow(rows, 1, 9, 'sortOrder'))).toEqual(['a1', 'c2*', 'd3*', 'b4*']);
  });

  it('renumbers gaps and duplicates by position', () => {
    const gappy = [10, 10, 30].map((sortOrder, i) => ({ record: { id: i + 1, text: String(i), sortOrder }, changed: false }));
    expect(moveRow(gappy, 2, 1, 'sortOrder').map((r) => [r.record.id, r.record.sortOrder, r.changed])).toEqual([
      [1, 1, true],
      [3, 2, true],
      [2, 3, true],
    ]);
  });

  it('numbers a new row after the last', () => {
    expect(nextOrder(rows, 'sortOrder')).toBe(5);
    expect(nextOrder([], 'sortOrder')).toBe(1);
  });
});
