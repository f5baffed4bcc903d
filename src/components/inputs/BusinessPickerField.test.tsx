/** A business field: the current name in a plain field, the type-ahead loaded on first focus, searching as the user types. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, SaveButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { businessContract } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { BusinessPickerField } from './BusinessPickerField';

const record = { id: 7, parentId: 3, parentName: 'Northside Collision' };

function setup() {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const saved: Record<string, unknown>[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    return [{ id: 9, name: 'Harbor Glass', shopId: 'HG-9' }];
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <Form record={record} onSubmit={(values: Record<string, unknown>) => void saved.push(values)}>
          <BusinessPickerField source="parentId" label="Parent" nameSource="parentName" />
          <SaveButton alwaysEnable />
        </Form>
      </RecordContextProvider>
    </AdminContext>,
  );
  return { calls, saved };
}

/** A filter's form: the value alone, as a shared link gives it, with no record to name it. */
function setupBare() {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    return [{ id: 9, name: 'Harbor Glass', shopId: 'HG-9' }];
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <Form defaultValues={{ businessId: 9 }}>
        <BusinessPickerField source="businessId" label="Shop" />
      </Form>
    </AdminContext>,
  );
  return { calls };
}

describe('BusinessPickerField', () => {
  it('names a bare value by fetching that business, before and after the type-ahead loads', async () => {
    const { calls } = setupBare();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('Harbor Glass'));
    expect(calls.map((c) => c.input.query)).toContainEqual({ id: 9 });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Shop' }));
    await waitFor(() => expect(calls.some((c) => 'search' in (c.input.query ?? {}))).toBe(true), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue('Harbor Glass');
  });

  it('shows the current business and fetches nothing until it is used', async () => {
    const { calls, saved } = setup();
    expect(await screen.findByRole('combobox', { name: 'Parent' })).toHaveValue('Northside Collision');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].parentId).toBe(3);
    expect(calls).toEqual([]);
  });

  it('loads the type-ahead on focus, focused, searching as the user types, the value kept', async () => {
    const { calls, saved } = setup();
    fireEvent.focus(await screen.findByRole('combobox', { name: 'Parent' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === businessContract.lookupBusiness)).toBe(true), { timeout: 15_000 });
    const input = screen.getByRole('combobox', { name: 'Parent' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('Northside Collision');
    fireEvent.change(input, { target: { value: 'harb' } });
    await waitFor(() => expect(calls.map((c) => c.input.query)).toContainEqual({ search: 'harb' }));
    fireEvent.change(input, { target: { value: 'Northside Collision' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.at(-1)?.parentId).toBe(3));
    // Another business picked from the matches is what the form saves.
    fireEvent.change(input, { target: { value: 'harb' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Glass (HG-9)' }));
    await waitFor(() => expect(input).toHaveValue('Harbor Glass (HG-9)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.at(-1)?.parentId).toBe(9));
  });
});
