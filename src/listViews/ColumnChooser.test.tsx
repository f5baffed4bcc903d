/**
 * The column chooser of every declared table list: its panel loaded when first opened, a switch per column and Move
 * up / Move down buttons named for each, disabled at the ends; the choice shown at once (the store DataTable reads),
 * saved on the server when the panel closes (ListColumns/Save: the visible columns in order, the hidden ones), and
 * Reset deleting it (ListColumns/Reset), the declared columns back.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider, useStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { viewsContract as c } from '../../contract/views';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { endpointTable } from '../declare/allResources';
import type { ResourceDescriptor } from '../declare/defineResource';
import { ColumnChooser } from '../declare/views/ColumnChooser';
import { hiddenKey, orderedFields, ranksKey } from '../declare/views/columnOrder';

const descriptor = {
  name: 'things',
  view: 'table',
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'code', kind: 'text' },
    { source: 'city', kind: 'text' },
    { source: 'created', kind: 'datetime', hidden: true },
  ],
  endpoints: {},
} as unknown as ResourceDescriptor;

/** The columns as the list would show them: from the store, as DataTable reads it. */
function Shown() {
  const [hidden] = useStore<string[]>(hiddenKey('things'), ['created']);
  const [ranks] = useStore<number[] | undefined>(ranksKey('things'));
  const shown = orderedFields(descriptor, ranks).filter((f) => !hidden.includes(f.source));
  return <output data-testid="shown">{shown.map((f) => f.source).join(',')}</output>;
}

function setup() {
  const calls: { url: string; body: unknown }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, body: input.body });
    return { list: 'things', columns: [], hidden: [], saved: endpoint.url === c.columnsSave.url };
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="things">
        <ColumnChooser descriptor={descriptor} />
        <Shown />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return calls;
}

const shown = () => screen.getByTestId('shown').textContent;

describe('the column chooser', { timeout: 30_000 }, () => {
  it('hides and moves columns at once, and saves the choice on the server when closed', async () => {
    const calls = setup();
    expect(shown()).toBe('name,code,city');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = await screen.findByRole('dialog', { name: 'Columns' });
    expect(screen.getByRole('button', { name: 'Move Name up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Created down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('switch', { name: 'Code' }));
    expect(shown()).toBe('name,city');
    // Above the hidden Code first (the panel lists every column), then above Name.
    fireEvent.click(screen.getByRole('button', { name: 'Move City up' }));
    expect(shown()).toBe('name,city');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move City up' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Move City up' }));
    expect(shown()).toBe('city,name');
    // The button pressed keeps the focus (City is first now: its Move up is disabled, so Move down takes it).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move City down' })).toHaveFocus());
    expect(calls).toEqual([]);
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(calls).toEqual([{ url: c.columnsSave.url, body: { list: 'things', columns: ['city', 'name'], hidden: ['code', 'created'] } }]));
  });

  it('resets to the declared columns, deleting the saved choice', async () => {
    const calls = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await screen.findByRole('dialog', { name: 'Columns' });
    fireEvent.click(screen.getByRole('switch', { name: 'Created' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Created up' }));
    expect(shown()).toBe('name,code,created,city');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown()).toBe('name,code,city');
    await waitFor(() => expect(calls).toEqual([{ url: c.columnsReset.url, body: { list: 'things' } }]));
    // Closed after the reset: nothing more to save.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);
  });
});
