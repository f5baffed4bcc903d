import { describe, expect, it } from 'vitest';
import { optionChoices, renamed } from './useOptions';

describe('optionChoices', () => {
  it('makes one choice per row, from the named id and name keys', () => {
    expect(optionChoices([{ Id: 1, Name: 'Admin' }, { Id: 2, Name: 'SuperAdmin' }], { id: 'Id', name: 'Name' })).toEqual([
      { id: 1, name: 'Admin' },
      { id: 2, name: 'SuperAdmin' },
    ]);
  });

  it('makes one choice of rows sharing a value, in the order first answered', () => {
    const models = [{ brand: 'X-431', model: 'PAD VII' }, { brand: 'MaxiSys', model: 'MS909' }, { brand: 'X-431', model: 'PRO5' }];
    expect(optionChoices(models, { id: 'brand', name: 'brand' })).toEqual([
      { id: 'X-431', name: 'X-431' },
      { id: 'MaxiSys', name: 'MaxiSys' },
    ]);
  });

  it("makes a choice's other names only when first read, not when the choice is copied or renamed", () => {
    let made = 0;
    const aka = (row: Record<string, unknown>) => {
      made += 1;
      return [String(row.code)];
    };
    const [canada] = optionChoices([{ code: 'CA', name: 'Canada' }], { id: 'code', name: 'name', aka });
    const translated = renamed(canada, 'Canadá');
    expect({ ...canada }).toEqual({ id: 'CA', name: 'Canada' });
    expect(made).toBe(0);
    expect(translated.aka).toEqual(['CA']);
    expect(canada.aka).toEqual(['CA']);
    expect(made).toBe(1);
  });
});
