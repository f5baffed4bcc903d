import { describe, expect, it } from 'vitest';
import { viewSearch } from './applyView';

describe('viewSearch', () => {
  const state = { filter: { status: 15, isMobileClient: true }, sort: { field: 'name', order: 'DESC' as const }, perPage: 25 };

  it("writes the view's filters (each shown), sort, page size and first page as react-admin reads them", () => {
    const params = new URLSearchParams(viewSearch('', state));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ status: 15, isMobileClient: true });
    expect(JSON.parse(params.get('displayedFilters') ?? '')).toEqual({ status: true, isMobileClient: true });
    expect([params.get('sort'), params.get('order'), params.get('page'), params.get('perPage')]).toEqual(['name', 'DESC', '1', '25']);
  });

  it("keeps the link's own parameter and replaces the list's former ones", () => {
    const params = new URLSearchParams(viewSearch('?share=abc&filter=%7B%22q%22%3A%22x%22%7D&page=4&sort=city', state));
    expect(params.get('share')).toBe('abc');
    expect(JSON.parse(params.get('filter') ?? '')).toEqual(state.filter);
    expect([params.get('page'), params.get('sort')]).toEqual(['1', 'name']);
    expect(params.getAll('filter')).toHaveLength(1);
  });
});
