/** The inline-editable list's rules (spec §4), with the real adapter over a fake HTTP boundary. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { endpointTable } from '../declare/allResources';
import makes from '../../resources/makes';
import { AppNotification } from '../layout/AppNotification';
import { EditableList } from './EditableList';

const rows = [
  { id: 1, make: 'Audi', isInactive: false, version: 1 },
  { id: 2, make: 'BMW', isInactive: false, version: 1 },
];

function setup(saveAnswer: (body: { id: number; make: string }[]) => unknown) {
  const saves: unknown[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    if (endpoint.method === 'GET') return rows;
    saves.push(input.body);
    return saveAnswer(input.body as { id: number; make: string }[]);
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <EditableList descriptor={makes} />
      <AppNotification />
    </AdminContext>,
  );
  return saves;
}

const makeInputs = () => screen.getAllByRole('textbox', { name: 'Make' }) as HTMLInputElement[];

describe('the inline-editable list', () => {
  it('adds one new row with id 0 at a time, and cancel removes it', async () => {
    setup(() => ({ results: [] }));
    await waitFor(() => expect(makeInputs()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(makeInputs()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(makeInputs()).toHaveLength(3);
    await screen.findByText('Save or cancel the new row before adding another.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(makeInputs()).toHaveLength(2);
  });

  it('sends only the changed rows, then confirms with the spec text', async () => {
    const saves = setup((body) => ({ results: body.map((r, index) => ({ index, id: r.id || 9, success: true, version: 2 })) }));
    await waitFor(() => expect(makeInputs()).toHaveLength(2));
    fireEvent.change(makeInputs()[1], { target: { value: 'BMW Group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(makeInputs()[0], { target: { value: 'Zenvo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
    expect(saves).toEqual([
      [
        { id: 0, make: 'Zenvo', isInactive: false },
        { id: 2, make: 'BMW Group', isInactive: false, version: 1 },
      ],
    ]);
  });

  it('refuses an empty required field without sending anything', async () => {
    const saves = setup(() => ({ results: [] }));
    await waitFor(() => expect(makeInputs()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Fix the highlighted rows before saving.');
    expect(saves).toEqual([]);
  });

  it('names the rows that failed and keeps them changed', async () => {
    setup((body) => ({ results: body.map((r, index) => ({ index, id: r.id, success: false, message: `A make named "${r.make}" already exists.` })) }));
    await waitFor(() => expect(makeInputs()).toHaveLength(2));
    fireEvent.change(makeInputs()[0], { target: { value: 'BMW' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/Error\(s\) on the following row\(s\):/);
    expect(alert.textContent).toContain('BMW: A make named "BMW" already exists.');
    expect(within(screen.getByRole('table')).getAllByRole('row').filter((r) => r.hasAttribute('data-changed'))).toHaveLength(1);
  });
});
