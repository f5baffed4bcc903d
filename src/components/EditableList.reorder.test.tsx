/** Reordering the inline-editable list by its order field (pre-canned messages): keyboard, buttons and drag. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { endpointTable } from '../declare/allResources';
import precannedMessages from '../../resources/precannedMessages';
import { AppNotification } from '../layout/AppNotification';
import { EditableList } from './EditableList';

const items = ['Assigned', 'Ignition on', 'Scan complete', 'Level floor'].map((text, i) => ({ id: i + 11, key: 'messages.precanned', text, isActive: true, intValue: i + 1, version: 1 }));

function setup() {
  const saves: { id: number; text: string; sortOrder: number }[][] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    if (endpoint.url.endsWith('/ByKey')) return items;
    const body = input.body as { id: number; text: string; sortOrder: number }[];
    saves.push(body);
    return { results: body.map((r, index) => ({ index, id: r.id || 99, success: true, version: 2 })) };
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <EditableList descriptor={precannedMessages} />
      <AppNotification />
    </AdminContext>,
  );
  return saves;
}

const texts = () => (screen.getAllByRole('textbox', { name: 'Message' }) as HTMLInputElement[]).map((i) => i.value);
const handle = (text: string) => screen.getByRole('button', { name: new RegExp(`^Move ${text}, now at`) });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

// The first render loads MUI and react-admin: slow on a busy machine.
describe('the ordered inline-editable list', { timeout: 30_000 }, () => {
  it('moves a row with Alt+Down on its handle, keeps the focus on it, announces it and saves only the moved rows', async () => {
    const saves = setup();
    await waitFor(() => expect(texts()).toEqual(['Assigned', 'Ignition on', 'Scan complete', 'Level floor']));
    handle('Assigned').focus();
    fireEvent.keyDown(handle('Assigned'), { key: 'ArrowDown', altKey: true });
    expect(texts()).toEqual(['Ignition on', 'Assigned', 'Scan complete', 'Level floor']);
    expect(screen.getByRole('status')).toHaveTextContent('Assigned moved to position 2 of 4.');
    await waitFor(() => expect(handle('Assigned')).toHaveFocus());
    // A plain arrow key does nothing: only Alt+arrow moves.
    fireEvent.keyDown(handle('Assigned'), { key: 'ArrowDown' });
    expect(texts()[1]).toBe('Assigned');
    save();
    await screen.findByText('Saved successfully!');
    expect(saves).toEqual([
      [
        { id: 12, text: 'Ignition on', isActive: true, sortOrder: 1, version: 1 },
        { id: 11, text: 'Assigned', isActive: true, sortOrder: 2, version: 1 },
      ],
    ]);
  });

  it('moves with the up and down buttons, which are disabled at the ends', async () => {
    setup();
    await waitFor(() => expect(texts()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Move Assigned up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Level floor down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Level floor up' }));
    expect(texts()).toEqual(['Assigned', 'Ignition on', 'Level floor', 'Scan complete']);
    expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-changed'))).toHaveLength(2);
  });

  it('moves a row dropped on another by drag and drop', async () => {
    const saves = setup();
    await waitFor(() => expect(texts()).toHaveLength(4));
    const dataTransfer = { setData: () => {}, setDragImage: () => {}, effectAllowed: '' };
    fireEvent.dragStart(handle('Level floor'), { dataTransfer });
    const target = screen.getAllByRole('row')[1];
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(texts()).toEqual(['Level floor', 'Assigned', 'Ignition on', 'Scan complete']);
    save();
    await screen.findByText('Saved successfully!');
    expect(saves[0].map((r) => [r.id, r.sortOrder])).toEqual([
      [14, 1],
      [11, 2],
      [12, 3],
      [13, 4],
    ]);
  });

  it('adds a new row last, numbered after the others, and cannot reorder while searching', async () => {
    setup();
    await waitFor(() => expect(texts()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(texts()).toEqual(['Assigned', 'Ignition on', 'Scan complete', 'Level floor', '']);
    expect(screen.getByRole('button', { name: /^Move New, now at 5 of 5/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Message' })[4]).toHaveFocus());
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'scan' } });
    expect(screen.getByRole('button', { name: 'Move Scan complete up' })).toBeDisabled();
    fireEvent.keyDown(handle('Scan complete'), { key: 'ArrowUp', altKey: true });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    expect(texts()[2]).toBe('Scan complete');
  });
});
