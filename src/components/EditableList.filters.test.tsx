/** The inline-editable list's declared filters and `option` cells (calibration recommendations by vehicle make). */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { endpointTable } from '../declare/allResources';
import calibrationRecommendations from '../../resources/calibrationRecommendations';
import { AppNotification } from '../layout/AppNotification';
import { EditableList } from './EditableList';

const makes = [
  { id: 5, make: 'Subaru', isInactive: false, version: 1 },
  { id: 8, make: 'Toyota', isInactive: false, version: 1 },
];
const recs = [
  { id: 1, nickname: 'Windshield camera', vehicleMake: 8, vehicleMakeName: 'Toyota', recommendation: 'Static.', isInactive: false, version: 1 },
  { id: 2, nickname: 'EyeSight', vehicleMake: 5, vehicleMakeName: 'Subaru', recommendation: 'Both cameras.', isInactive: false, version: 1 },
];

function setup() {
  const calls: { url: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, input });
    if (endpoint.url.endsWith('/GetMakes')) return makes;
    if (endpoint.url.endsWith('/getCalibrationRecommendations')) {
      const make = input.query?.vehicleMake;
      return recs.filter((r) => make === undefined || r.vehicleMake === make);
    }
    const body = input.body as { id: number }[];
    return { results: body.map((r, index) => ({ index, id: r.id || 3, success: true, version: 1 })) };
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <EditableList descriptor={calibrationRecommendations} />
      <AppNotification />
    </AdminContext>,
  );
  return calls;
}

const nicknames = () => (screen.queryAllByRole('textbox', { name: 'Nickname' }) as HTMLInputElement[]).map((i) => i.value);

// The first render loads MUI and react-admin: slow on a busy machine.
describe('the inline-editable list with a make filter', { timeout: 30_000 }, () => {
  it('lists by make name, shows each row’s make in its select, and searches by make name', async () => {
    setup();
    await waitFor(() => expect(nicknames()).toEqual(['EyeSight', 'Windshield camera']));
    // The filter first (a type-ahead by name, empty: every make), then each row's make in its select.
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Vehicle make' }).map((c) => (c instanceof HTMLInputElement ? `input:${c.value}` : c.textContent))).toEqual(['input:', 'Subaru', 'Toyota']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'toyo' } });
    expect(nicknames()).toEqual(['Windshield camera']);
  });

  it('sends the chosen make to the server and gives it to a new row', async () => {
    const calls = setup();
    await waitFor(() => expect(nicknames()).toHaveLength(2));
    // The filter is picked by name: focused, its picker loads; 'toy' leaves Toyota only.
    fireEvent.focus(screen.getAllByRole('combobox', { name: 'Vehicle make' })[0]);
    await waitFor(() => expect(document.activeElement).toHaveProperty('tagName', 'INPUT'));
    const picker = await waitFor(() => {
      const input = screen.getAllByRole('combobox', { name: 'Vehicle make' })[0];
      expect(input.getAttribute('aria-autocomplete')).toBe('list');
      expect(input).toBe(document.activeElement);
      return input;
    });
    fireEvent.change(picker, { target: { value: 'toy' } });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Toyota']);
    fireEvent.click(options[0]);
    await waitFor(() => expect(nicknames()).toEqual(['Windshield camera']));
    expect(calls.some((c) => c.url.endsWith('/getCalibrationRecommendations') && c.input.query?.vehicleMake === 8)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const cells = screen.getAllByRole('combobox', { name: 'Vehicle make' });
    expect(cells.map((c) => (c instanceof HTMLInputElement ? c.value : c.textContent))).toEqual(['Toyota', 'Toyota', 'Toyota']);
  });
});
