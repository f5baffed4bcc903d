/**
 * The import wizard against a fake server: the button of a list that imports loads it; the file is uploaded in
 * base64 with the list's fields; a field chosen twice is refused; the check is sent as the contract says, its progress
 * followed until the preview; the apply's summary offers the refused rows.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { type ImportStatus, importsContract } from '../../contract/imports';
import { usersContract } from '../../contract/users';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { ResourceDescriptor } from '../declare/defineResource';
import { ImportButton } from './ImportButton';

const ID = '4b0b7a52-5a7e-4d8e-9d43-9f1f2f0c3a11';
const counts = { insert: 0, update: 0, unchanged: 0, refused: 0, inserted: 0, updated: 0, skipped: 0 };
const status = (state: ImportStatus['state'], more: Partial<ImportStatus> = {}): ImportStatus => ({
  id: ID,
  list: 'countries',
  fileName: 'countries.csv',
  state,
  sheet: 'countries',
  mode: 'upsert',
  done: 0,
  total: 2,
  counts,
  message: null,
  ...more,
});

const countries = {
  name: 'countries',
  fields: [
    { source: 'name', kind: 'text', required: true, maxLength: 60 },
    { source: 'abbreviation', kind: 'text', maxLength: 3 },
  ],
  endpoints: { save: { endpoint: importsContract.upload } },
} as unknown as ResourceDescriptor;

function setup() {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  let polls = 0;
  const answers = new Map<Endpoint, (input: CallInput) => unknown>([
    [importsContract.upload, () => ({ id: ID, sheets: [{ name: 'countries', columns: ['Name', 'Code', 'Notes'], rows: 2, matches: ['name', 'abbreviation', null] }] })],
    [importsContract.check, () => status('checking')],
    // Still checking at the first poll, then checked.
    [importsContract.status, () => (++polls < 2 ? status('checking', { done: 1 }) : status('checked', { done: 2, counts: { ...counts, update: 1, refused: 1 } }))],
    [
      importsContract.rows,
      () => ({
        count: 2,
        items: [
          { row: 2, outcome: 'update', message: null, changes: [{ field: 'abbreviation', before: 'US', after: 'USA' }], cells: ['United States', 'USA', ''] },
          { row: 3, outcome: 'refused', message: 'Name is required.', changes: [], cells: ['', 'XX', 'a note'] },
        ],
      }),
    ],
    [importsContract.apply, () => status('applied', { done: 2, counts: { ...counts, updated: 1, refused: 1 } })],
    [usersContract.getDownloadToken, () => ({ token: 'once' })],
  ]);
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    const answer = answers.get(endpoint);
    if (!answer) throw new Error(`unexpected call ${endpoint.url}`);
    return answer(input);
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, {})} i18nProvider={i18nProvider}>
      <ImportButton descriptor={countries} />
    </AdminContext>,
  );
  return { calls, bodyOf: (endpoint: Endpoint) => calls.find((c) => c.endpoint === endpoint)?.input.body };
}

/** Picks `name` in the select labelled `label`. */
async function choose(label: string, name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the import wizard', () => {
  it('uploads, matches the columns, checks, previews and applies', async () => {
    const { calls, bodyOf } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import into Countries' });
    expect(within(dialog).getByRole('listitem', { current: 'step' }).textContent).toContain('File');

    fireEvent.change(within(dialog).getByLabelText('Choose a file'), { target: { files: [new File(['Name,Code\r\nFrance,FR\r\n'], 'countries.csv', { type: 'text/csv' })] } });
    expect(within(dialog).getByText(/Chosen: countries\.csv/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await screen.findByRole('combobox', { name: 'Column “Notes”' });
    expect(bodyOf(importsContract.upload)).toEqual({ list: 'countries', fileName: 'countries.csv', fields: ['name', 'abbreviation'], contentBase64: btoa('Name,Code\r\nFrance,FR\r\n') });
    expect(screen.getByRole('combobox', { name: 'Column “Name”' }).textContent).toBe('Name');
    expect(screen.getByText(/Text · required · at most 60 characters/)).toBeTruthy();

    // A field chosen for two columns is refused before the check.
    await choose('Column “Notes”', 'Name');
    expect((await screen.findByRole('alert')).textContent).toBe('A field can fill one column only: Name.');
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    await choose('Column “Notes”', 'Not imported');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/Checked [01] of 2 rows/);
    expect(bodyOf(importsContract.check)).toEqual({
      id: ID,
      sheet: 'countries',
      mode: 'upsert',
      columns: [
        { column: 0, field: 'name' },
        { column: 1, field: 'abbreviation' },
      ],
      fields: [
        { source: 'name', kind: 'text' },
        { source: 'abbreviation', kind: 'text' },
      ],
    });

    // Polled until checked, then the preview: its counts and rows.
    await screen.findByRole('button', { name: 'To update: 1' }, { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'The rows of the file' });
    expect(await within(table).findByText('Abbreviation: US → USA')).toBeTruthy();
    expect(within(table).getByText('Name is required.')).toBeTruthy();
    expect(within(table).getByText('Refused')).toBeTruthy();
    expect(bodyOf(importsContract.rows)).toEqual({ id: ID, pageSize: 25, offset: 0 });

    // Only the refused rows.
    fireEvent.click(screen.getByRole('button', { name: 'Refused: 1' }));
    await waitFor(() => expect(calls.filter((c) => c.endpoint === importsContract.rows).at(-1)?.input.body).toEqual({ id: ID, outcome: 'refused', pageSize: 25, offset: 0 }));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('radio', { name: /Row by row/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The import is done.')).toBeTruthy();
    expect(bodyOf(importsContract.apply)).toEqual({ id: ID, transaction: 'rows' });
    expect(screen.getByRole('button', { name: 'Updated: 1' })).toBeTruthy();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Download rejected rows' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect((saved.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(`${importsContract.rejected.url}?id=${ID}&downloadToken=once`);
    saved.mockRestore();
  });

  it('opens again where it was left when closed with a file uploaded and nothing applied', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import into Countries' });
    fireEvent.change(within(dialog).getByLabelText('Choose a file'), { target: { files: [new File(['Name,Code\r\nFrance,FR\r\n'], 'countries.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await screen.findByRole('combobox', { name: 'Column “Notes”' });
    await choose('Column “Notes”', 'Abbreviation');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const again = await screen.findByRole('dialog', { name: 'Import into Countries' });
    expect(within(again).getByRole('listitem', { current: 'step' }).textContent).toContain('Columns');
    expect(within(again).getByRole('combobox', { name: 'Column “Notes”' }).textContent).toBe('Abbreviation');
    expect(calls.filter((c) => c.endpoint === importsContract.upload)).toHaveLength(1);
  });

  it('refuses a file larger than the limit before uploading it', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const input = await screen.findByLabelText('Choose a file');
    const big = new File(['x'], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This file is 21 MB: a file of at most 20 MB can be imported.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('is not offered by a list the contract does not import into', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ImportButton descriptor={{ ...countries, name: 'deviceFiles' }} />
      </AdminContext>,
    );
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('is offered by a list under its owner only with the owner its filter names (a country’s states)', () => {
    const { rerender } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ImportButton descriptor={{ ...countries, name: 'states' }} />
      </AdminContext>,
    );
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ImportButton descriptor={{ ...countries, name: 'states' }} filter={{ countryId: 4 }} />
      </AdminContext>,
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
  });
});
