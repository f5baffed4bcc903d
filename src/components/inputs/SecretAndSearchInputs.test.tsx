/** A secret masked until its editor reveals it; a type-ahead option that searches its call as the user types. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { deviceContract } from '../../../contract/device';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { OptionSearchInput } from './OptionInputs';
import { SecretInput } from './SecretInput';

const record = { id: 4, activationPassword: 'K7m2-Qx9p', assignedDeviceId: 12, assignedDeviceSerialNumber: 'TP2-000012' };
const devices = [
  { id: 12, serialNumber: 'TP2-000012' },
  { id: 13, serialNumber: 'TP2-000013' },
];

function setup(children: React.ReactNode) {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    return devices;
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <Form record={record}>{children}</Form>
      </RecordContextProvider>
    </AdminContext>,
  );
  return calls;
}

describe('SecretInput', () => {
  it('masks the stored value until the eye button reveals it, and masks it again', async () => {
    setup(<SecretInput source="activationPassword" label="Activation password" />);
    const input = await screen.findByLabelText('Activation password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('K7m2-Qx9p');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('OptionSearchInput', () => {
  it('names the current value from the record, then searches the call with what is typed', async () => {
    const options = { endpoint: deviceContract.getDevicesForListing, input: { query: { pageSize: 20 } }, id: 'id', name: 'serialNumber', search: 'search' };
    const calls = setup(<OptionSearchInput source="assignedDeviceId" label="Assigned device" options={options} nameSource="assignedDeviceSerialNumber" />);
    const input = await screen.findByRole('combobox', { name: 'Assigned device' });
    await waitFor(() => expect(input).toHaveValue('TP2-000012'));
    input.focus();
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'TP2-0000' } });
    await waitFor(() => expect(calls.map((c) => c.input.query)).toContainEqual({ pageSize: 20, search: 'TP2-0000' }));
    expect(calls.every((c) => c.endpoint === deviceContract.getDevicesForListing)).toBe(true);
    await screen.findByRole('option', { name: 'TP2-000013' }, { timeout: 5000 });
    // What the user typed stays in the box while the matches arrive.
    expect(input).toHaveValue('TP2-0000');
  });
});
