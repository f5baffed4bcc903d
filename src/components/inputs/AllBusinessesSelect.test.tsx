/** The all-business dropdown over 10,000 businesses: one load as the spec says, type-ahead, only the options in view rendered. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { businessContract } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { ALL_BUSINESSES_QUERY, AllBusinessesSelect, matchBusinesses } from './AllBusinessesSelect';

const businesses = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Shop ${String(i + 1).padStart(5, '0')}`, shopId: `US${i + 1}`, city: i % 2 ? 'Austin' : 'Leeds' }));

function setup() {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    return businesses;
  };
  const onChange = vi.fn();
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <AllBusinessesSelect label="Go to business" onChange={onChange} />
    </AdminContext>,
  );
  return { calls, onChange };
}

describe('the all-business dropdown', () => {
  it('loads every business once, with pageSize 10000, offset 0, by name ascending', async () => {
    const { calls } = setup();
    expect(calls).toEqual([]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Go to business' }));
    await screen.findByRole('option', { name: /Shop 00001/ });
    expect(calls).toEqual([{ endpoint: businessContract.registered, input: { query: ALL_BUSINESSES_QUERY } }]);
    expect(ALL_BUSINESSES_QUERY).toEqual({ pageSize: 10_000, offset: 0, orderBy: 'name', sortBy: 'asc' });
  });

  it('renders only the options in view, however many there are', async () => {
    setup();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Go to business' }));
    await screen.findByRole('option', { name: /Shop 00001/ });
    expect(screen.getAllByRole('option').length).toBeLessThan(30);
  });

  it('narrows as the user types and hands over the business picked', async () => {
    const { onChange } = setup();
    const input = screen.getByRole('combobox', { name: 'Go to business' });
    input.focus();
    fireEvent.mouseDown(input);
    await screen.findByRole('option', { name: /Shop 00001/ });
    fireEvent.change(input, { target: { value: '09999 leeds' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Shop 09999 (US9999) · Leeds']));
    fireEvent.click(screen.getByRole('option'));
    expect(onChange).toHaveBeenCalledWith(businesses[9998]);
  });

  it('matches every word typed, in any order and case', () => {
    expect(matchBusinesses(businesses, 'LEEDS 0000').map((b) => b.id)).toEqual([1, 3, 5, 7, 9]);
    expect(matchBusinesses(businesses, '  ')).toHaveLength(10_000);
  });
});
