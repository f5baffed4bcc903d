/**
 * The items of one key on admin/defaults, with the real adapter over a fake HTTP boundary: saves go through
 * lookup/Upsert and change the local list by spec §4 (inactive leaves it, active is added or replaced) with
 * no list call again; a stale save is refused and the list reloaded.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import { HttpError } from 'ra-core';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { AppNotification } from '../../layout/AppNotification';
import { ItemsPanel } from './ItemsPanel';
import { dialogClosed } from '../../../tests/setup/dialogClosed';

const item = (id: number, text: string, more: Partial<LookupItem> = {}): LookupItem => ({
  id, key: 'test.colours', text, isActive: true, value: null, dateValue: null, decimalValue: null, intValue: null, label: null, parentId: null, stringValue: null, version: 1, ...more,
});

function setup({ stale = false, refused = false } = {}) {
  let stored = [item(1, 'Amber'), item(2, 'Blue', { label: 'Sky' }), item(3, 'Cyan')];
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    if (endpoint === lookupContract.byKey) return stored.filter((i) => i.isActive);
    if (endpoint === lookupContract.upsert) {
      if (refused) throw new HttpError('text: must not be empty', 400, { message: 'text: must not be empty', errors: [{ field: 'text', message: 'must not be empty' }] });
      if (stale) throw new HttpError('changed by someone else', 409, { code: 'stale', message: 'changed by someone else' });
      const body = input.body as LookupItem;
      const saved = { ...item(0, ''), ...body, id: body.id || 9, version: (body.version ?? 0) + 1 };
      stored = [...stored.filter((i) => i.id !== saved.id), saved];
      return saved;
    }
    throw new Error(`unexpected ${endpoint.url}`);
  };
  const saved: string[] = [];
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <ItemsPanel lookupKey="test.colours" parents={[item(7, 'Palette', { key: 'test.palettes' })]} parentsPending={false} onSaved={(key) => saved.push(key)} />
      <AppNotification />
    </AdminContext>,
  );
  const upserts = () => calls.filter((c) => c.endpoint === lookupContract.upsert).map((c) => c.input.body as Record<string, unknown>);
  const listCalls = () => calls.filter((c) => c.endpoint === lookupContract.byKey);
  return { upserts, listCalls, saved };
}

const rowTexts = () => screen.getAllByRole('row', { hidden: true }).slice(1).map((r) => within(r).getAllByRole('cell', { hidden: true })[1].textContent);
const dialog = () => screen.getByRole('dialog');

async function open(text: string) {
  fireEvent.click(await screen.findByText(text));
  return dialog();
}

async function saveDialog() {
  fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
  await dialogClosed();
}

describe('the items of a key', { timeout: 20_000 }, () => {
  it('are listed from lookup/ByKey with the columns that hold a value', async () => {
    const { listCalls } = setup();
    await screen.findByText('Cyan');
    expect(listCalls()[0].input).toEqual({ body: { key: 'test.colours', showAll: false } });
    expect(rowTexts()).toEqual(['Amber', 'Blue', 'Cyan']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Text', 'Label', 'Active']);
  });

  it('replace an item saved active, in place of the old one, without listing again', async () => {
    const { upserts, listCalls, saved } = setup();
    const form = await open('Amber');
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Violet' } });
    await saveDialog();
    expect(upserts()).toEqual([expect.objectContaining({ id: 1, key: 'test.colours', text: 'Violet', isActive: true, version: 1 })]);
    await waitFor(() => expect(rowTexts()).toEqual(['Blue', 'Cyan', 'Violet']));
    expect(listCalls()).toHaveLength(1);
    expect(saved).toEqual(['test.colours']);
    await screen.findByText('Saved successfully!');
  });

  it('drop an item saved inactive from the list', async () => {
    const { upserts, listCalls } = setup();
    const form = await open('Blue');
    fireEvent.click(within(form).getByLabelText('Active'));
    await saveDialog();
    expect(upserts()[0]).toMatchObject({ id: 2, isActive: false });
    await waitFor(() => expect(rowTexts()).toEqual(['Amber', 'Cyan']));
    expect(listCalls()).toHaveLength(1);
  });

  it('add a new active item from id 0 with the key, in text order', async () => {
    const { upserts } = setup();
    await screen.findByText('Cyan');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(within(dialog()).getByLabelText('Key')).toHaveValue('test.colours');
    fireEvent.change(within(dialog()).getByLabelText('Text'), { target: { value: 'Beige' } });
    fireEvent.change(within(dialog()).getByLabelText('Whole number'), { target: { value: '4' } });
    await saveDialog();
    expect(upserts()[0]).toMatchObject({ id: 0, key: 'test.colours', text: 'Beige', intValue: 4, isActive: true });
    await waitFor(() => expect(rowTexts()).toEqual(['Amber', 'Beige', 'Blue', 'Cyan']));
  });

  it('show a field the server refuses on its input, keeping the dialog open and the list as it was', async () => {
    const { listCalls } = setup({ refused: true });
    const form = await open('Amber');
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Umber' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('must not be empty');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['Amber', 'Blue', 'Cyan']);
    expect(listCalls()).toHaveLength(1);
  });

  it('say a stale save was refused and list again', async () => {
    const { listCalls } = setup({ stale: true });
    const form = await open('Cyan');
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: 'Teal' } });
    await saveDialog();
    await screen.findByText(/Someone else changed this record/);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(rowTexts()).toEqual(['Amber', 'Blue', 'Cyan']);
  });
});
