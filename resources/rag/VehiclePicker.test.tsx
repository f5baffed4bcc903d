/**
 * The vehicle picker sends each pick as the fields it changes: two picks made before the page draws the first (the
 * picker still showing the vehicle as it was, as on a loaded machine) both stand. A whole vehicle built from the one
 * last drawn dropped the make when the year was picked (seen in the browser tests: the model stayed disabled).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import { i18nProvider } from '../../i18n/i18nProvider';
import { endpointTable } from '../../src/declare/allResources';
import type { Vehicle } from './ragModel';
import { VehiclePicker } from './VehiclePicker';

const http = async (endpoint: Endpoint) => {
  if (endpoint.path.endsWith('/GetVehicleMakes')) return ['Ford', 'Honda', 'Toyota'];
  if (endpoint.path.endsWith('/GetVehicleModels')) return ['Accord', 'Civic'];
  throw new Error(`unexpected call ${endpoint.path}`);
};

describe('the vehicle picker', () => {
  it('keeps a make and a year picked before the page is drawn again', async () => {
    const shown: Partial<Vehicle> = { make: 'Ford' };
    let written = shown;
    // The value shown stays the first one (no redraw), as the page's transition to the new URL may not have run yet.
    render(
      <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
        <VehiclePicker value={shown} onChange={(change) => (written = { ...written, ...change })} />
      </AdminContext>,
    );
    const user = userEvent.setup();
    const make = await screen.findByRole('combobox', { name: 'Make' });
    await user.clear(make);
    await user.type(make, 'Hon');
    await user.click(await screen.findByRole('option', { name: 'Honda' }));
    await user.type(screen.getByRole('combobox', { name: 'Model year' }), '2021');
    await user.click(await screen.findByRole('option', { name: '2021' }));
    expect(written).toEqual({ make: 'Honda', model: undefined, year: 2021 });
  });
});
