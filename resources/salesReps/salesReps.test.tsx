/** The sales rep pages, with the real adapter over a fake HTTP boundary: the fields a rep has, and the calls its pages make. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { lookupContract } from '../../contract/lookup';
import { salesRep, salesRepsContract as c } from '../../contract/salesReps';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { formFields } from '../../src/declare/defineResource';
import { DeclaredCreate, DeclaredEdit } from '../../src/declare/views/DeclaredForm';
import salesReps from '.';
import { historyContract } from '../../contract/history';

const megan = {
  id: 5,
  userId: 42,
  firstName: 'Megan',
  lastName: 'Carter',
  email: 'megan.carter@scancal.example',
  hasLogin: false,
  username: null,
  requiresPasswordOnSubmit: true,
  isEnabled: true,
  isLockout: false,
  receivesInvoices: false,
  receivesReports: true,
  receivesReportsOnly: false,
  receivesChatReports: false,
  isProTechUser: false,
  titleId: null,
  phone: '5550100',
  version: 3,
};

function setup(page: 'create' | 'edit') {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    if (endpoint === lookupContract.byKey) return [{ id: 1, text: 'Regional manager' }];
    // The edit page's last-changed line (src/history/RecordHistory.tsx): no change recorded yet.
    if (endpoint === historyContract.record) return { count: 0, items: [] };
    if (endpoint === c.getSalesRep) return megan;
    return { ...megan, ...(input.body as object), id: 9, version: 1 };
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      {page === 'create' ? <DeclaredCreate descriptor={salesReps} /> : <DeclaredEdit descriptor={salesReps} id="5" />}
      <AppNotification />
    </AdminContext>,
  );
  return calls;
}

const saves = (calls: { endpoint: Endpoint; input: CallInput }[]) => calls.filter((call) => call.endpoint === c.upsertSalesRep).map((call) => call.input.body);

// Rendering react-admin's forms takes a few seconds when the console project's files run side by side.
describe('sales reps', { timeout: 15_000 }, () => {
  it('edit the business user’s fields without isPrimary, isDeleted, isMahle and phoneCC', () => {
    const sources = formFields(salesReps).map((f) => f.source);
    expect(sources.filter((s) => !(s in salesRep.shape))).toEqual([]);
    for (const gone of ['isPrimary', 'isDeleted', 'isMahle', 'phoneCC']) expect(sources).not.toContain(gone);
  });

  it('ask for a username and password only once the rep has a login, and create from id 0', async () => {
    const calls = setup('create');
    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: 'Rosa' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Quintero' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'rosa.quintero@scancal.example' } });
    expect(screen.queryByLabelText(/Username/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Has login'));
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'rosa.q' } });
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'Calibrate-Bay-42-Lift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({ id: 0, firstName: 'Rosa', hasLogin: true, username: 'rosa.q', password: 'Calibrate-Bay-42-Lift', isEnabled: true, isLockout: false });
  });

  it('load one rep by lookup/GetSalesRep and save it at the version read, without its user id', async () => {
    const calls = setup('edit');
    fireEvent.change(await screen.findByDisplayValue('5550100'), { target: { value: '5550111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(calls.find((call) => call.endpoint === c.getSalesRep)?.input).toEqual({ query: { id: 5 } });
    expect(saves(calls)[0]).toMatchObject({ id: 5, phone: '5550111', version: 3 });
    expect(saves(calls)[0]).not.toHaveProperty('userId');
  });
});
