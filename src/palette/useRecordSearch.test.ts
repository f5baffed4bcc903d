/** What the palette shows of an earlier answer while the answer to the query typed is coming (./useRecordSearch.ts). */
import type { SearchGroup } from '../../contract/search';
import { narrowed, searchable, stillMatches } from './useRecordSearch';

const shop = { id: 7, title: 'Williams Auto Body', code: 'S-1007', context: { city: 'Leeds', status: 1, phone: '0113 555 0101' } };
const user = { id: 3, title: 'Dana Diaz', code: 'demo.admin', context: { email: 'dana@example.com', role: 'Admin' } };
const groups: SearchGroup[] = [
  { kind: 'business', items: [shop] },
  { kind: 'user', items: [user] },
];

describe('an earlier answer narrowed to the query typed', () => {
  it('keeps a record each word of the query is found in (title, code, email, phone), in any case, in a word’s middle', () => {
    expect(stillMatches(shop, 'iams auto BOD')).toBe(true);
    expect(stillMatches(shop, 's-100')).toBe(true);
    expect(stillMatches(shop, '555')).toBe(true);
    expect(stillMatches(user, 'example')).toBe(true);
  });

  it('drops one a word is not found in, nor by the texts the server does not search (a city, a role)', () => {
    expect(stillMatches(shop, 'iams garage')).toBe(false);
    expect(stillMatches(shop, 'leeds')).toBe(false);
    expect(stillMatches(user, 'admin dana')).toBe(true);
    expect(stillMatches(user, 'diaz admin2')).toBe(false);
  });

  it('keeps each kind’s group with what is left, and nothing when nothing is', () => {
    expect(narrowed(groups, 'williams')).toEqual([{ kind: 'business', items: [shop] }]);
    expect(narrowed(groups, 'zzz')).toBeNull();
  });
});

describe('a query sent', () => {
  it('is one the contract takes: 1 to 100 characters, at most 5 words, no control character', () => {
    expect(searchable('ams auto bod')).toBe(true);
    expect(searchable('')).toBe(false);
    expect(searchable('a b c d e f')).toBe(false);
    expect(searchable('x'.repeat(101))).toBe(false);
    expect(searchable('ab\u0000c')).toBe(false);
  });
});
