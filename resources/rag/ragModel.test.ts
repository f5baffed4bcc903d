import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { bulkYears, copyTotals, isStale, modelYears, nextSort, notRatedLevel, sortOf, toneOf, vehicleOf, withVehicle } from './ragModel';

describe('the RAG model', () => {
  it('offers vPIC’s model years, newest (next year’s models) first', () => {
    const years = modelYears(new Date('2026-06-01'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1981);
    expect(bulkYears(2023, new Date('2026-06-01'))).toEqual([2027, 2026, 2025, 2024, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013]);
  });

  it('reads and writes the vehicle and the sort in the URL, ignoring what is not one', () => {
    expect(vehicleOf(new URLSearchParams('make=Honda&year=2023&model=Civic'))).toEqual({ make: 'Honda', year: 2023, model: 'Civic' });
    expect(vehicleOf(new URLSearchParams('make=Honda&year=abc'))).toEqual({ make: 'Honda', year: undefined, model: undefined });
    expect(withVehicle(new URLSearchParams('model=Civic&orderBy=name'), { make: 'Ford', year: 2020 }).toString()).toBe('orderBy=name&make=Ford&year=2020');
    expect(sortOf(new URLSearchParams('orderBy=bogus&sortBy=desc'))).toEqual({ orderBy: 'group', sortBy: 'desc' });
    expect(nextSort({ orderBy: 'name', sortBy: 'asc' }, 'name')).toEqual({ orderBy: 'name', sortBy: 'desc' });
    expect(nextSort({ orderBy: 'name', sortBy: 'desc' }, 'rating')).toEqual({ orderBy: 'rating', sortBy: 'asc' });
  });

  it('tells a rating’s tone by its text, else by its order', () => {
    expect(['Red', 'Amber', 'Green', 'Verde'].map((text) => toneOf({ text }))).toEqual(['red', 'amber', 'green', 'green']);
    expect(toneOf({ text: 'Required', intValue: 1 })).toBe('red');
    expect(toneOf(undefined)).toBe('none');
  });

  it('finds the level that means no rating: order 0 without a tone, not a coloured level nor another without a tone', () => {
    const red = { text: 'Red', intValue: 1 };
    const notRated = { text: 'Not rated', intValue: 0 };
    expect(notRatedLevel([red, { text: 'Green', intValue: 3 }, notRated])).toBe(notRated);
    expect(notRatedLevel([red, { text: 'Blue', intValue: 4 }])).toBeUndefined();
    expect(notRatedLevel([{ text: 'Rojo', intValue: 0 }])).toBeUndefined();
  });

  it('totals a copy and tells a stale refusal', () => {
    const result = { preview: true, sourceVehicleId: 1, targets: [{ targetVehicleId: 2, added: 1, changed: 2, unchanged: 3 }, { targetVehicleId: 3, added: 4, changed: 0, unchanged: 1 }] };
    expect(copyTotals(result)).toEqual({ added: 5, changed: 2, unchanged: 4, targets: 2 });
    expect(isStale(new HttpError('stale', 409, { code: 'stale' }))).toBe(true);
    expect(isStale(new HttpError('dup', 409, { code: 'duplicate' }))).toBe(false);
  });
});
