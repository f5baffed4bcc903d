import { describe, expect, it } from 'vitest';
import { optionChoices } from './useOptions';

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
});
