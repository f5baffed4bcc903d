/**
 * The User List tab and the user's form (spec §3 Business user, §4, §5, §8), with the real adapter over a fake
 * HTTP boundary: the list's columns, Add and the form, the rules of new and changed rows, the partial-failure
 * alert, the password inputs and the password reset.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { businessContract as b, businessUserKeys } from '../../contract/business';
import type { Endpoint } from '../../contract/define';
import { lookupContract } from '../../contract/lookup';
import { usersContract as u } from '../../contract/users';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { UsersTab } from '../business/UsersTab';
import businessUsers from '.';
import { USER_FORM_GROUPS } from './userRules';
import { dialogClosed } from '../../tests/setup/dialogClosed';

const user = (id: number, firstName: string, lastName: string, more: Record<string, unknown> = {}) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@shop.example`,
  hasLogin: false,
  username: null,
  requiresPasswordOnSubmit: true,
  isPrimary: false,
  isEnabled: true,
  isLockout: false,
  isDeleted: false,
  isMahle: false,
  receivesInvoices: false,
  receivesReports: false,
  receivesReportsOnly: false,
  receivesChatReports: false,
  isProTechUser: false,
  titleId: null,
  phone: '5550100',
  phoneCC: '44',
  version: 2,
  ...more,
});
const users = [user(1, 'Ana', 'Ortega', { hasLogin: true, username: 'ana.o', requiresPasswordOnSubmit: false, isPrimary: true }), user(2, 'Bo', 'Lind')];

type Body = { businessId: number; users: Record<string, unknown>[] };

function setup(answers: { save?: (body: Body) => unknown; taken?: string[] } = {}) {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    if (endpoint === b.users) return users;
    if (endpoint === lookupContract.byKey) return [{ id: 3, text: 'Service manager', isActive: true }];
    if (endpoint === u.emailExists) return { exists: (answers.taken ?? []).includes(String(input.query?.email)) };
    if (endpoint === u.resetPassword) return { success: true, version: 9 };
    if (endpoint === b.modifyUsers) {
      const body = input.body as Body;
      return (answers.save ?? ((x: Body) => ({ results: x.users.map((r, index) => ({ index, id: Number(r.id) || 40 + index, success: true, version: 3 })) })))(body);
    }
    throw new Error(`unexpected call ${endpoint.url}`);
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <UsersTab businessId={7} />
      <AppNotification />
    </AdminContext>,
  );
  return calls;
}

const saves = (calls: { endpoint: Endpoint; input: CallInput }[]) => calls.filter((c) => c.endpoint === b.modifyUsers).map((c) => (c.input.body as Body).users);
const list = () => screen.getByRole('table');
const openUser = async (name: string) => {
  fireEvent.click(await within(list()).findByRole('button', { name }));
  return screen.findByRole('dialog');
};
const type = (scope: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });

afterEach(async () => {
  await act(() => i18nProvider.changeLocale('en'));
});

describe('the User List', () => {
  it('shows each user in seven readable columns, no input in its rows, the rest in the form', async () => {
    setup();
    await within(list()).findByRole('button', { name: 'Ana Ortega' });
    const headers = within(list()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Login', 'Enabled', 'Primary', 'Locked out', '']);
    expect(within(list()).queryAllByRole('textbox')).toEqual([]);
    const bo = within(list()).getByRole('button', { name: 'Bo Lind' }).closest('tr') as HTMLElement;
    expect(within(bo).getByText('+44 5550100')).toBeInTheDocument();
    expect(within(bo).getByText('No login')).toBeInTheDocument();
    // Only a user with a login has a password to reset.
    expect(within(list()).getAllByRole('button', { name: /^Reset the password of/ }).map((r) => r.getAttribute('aria-label'))).toEqual(['Reset the password of Ana Ortega']);
  });

  it('has every field of the business user in the form, each once, in its five groups', () => {
    const inForm = USER_FORM_GROUPS.flatMap((g) => [...g.fields]);
    expect(new Set(inForm).size).toBe(inForm.length);
    expect([...inForm].sort()).toEqual((businessUserKeys ?? []).filter((k) => !['id', 'version', 'requiresPasswordOnSubmit'].includes(k)).sort());
    expect(USER_FORM_GROUPS.map((g) => g.key)).toEqual(['identity', 'login', 'contact', 'notifications', 'flags']);
  });

  it('bounds and requires the texts as ModifyUsers’s rows do (the contract), the email required by the form', () => {
    const field = (source: string) => businessUsers.fields.find((f) => f.source === source);
    expect([field('firstName'), field('lastName')].map((f) => [f?.required, f?.maxLength])).toEqual([[true, 100], [true, 100]]);
    expect([field('phoneCC')?.maxLength, field('phone')?.maxLength, field('username')?.maxLength, field('email')?.maxLength]).toEqual([6, 30, 128, 254]);
    expect(field('email')?.required).toBe(true);
  });

  it('opens the form for a new, disabled user with the focus in its first field, and saves it with id 0', async () => {
    const calls = setup();
    await within(list()).findByRole('button', { name: 'Ana Ortega' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog', { name: 'New user' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /First name/ })));
    expect(within(form).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    for (const group of ['Identity', 'Login', 'Contact', 'Notifications', 'Flags']) expect(within(form).getByRole('group', { name: group })).toBeInTheDocument();
    type(form, /First name/, 'Carla');
    type(form, /Last name/, 'Núñez');
    type(form, /Email/, 'carla@shop.example');
    type(form, /Phone country code/, '34');
    type(form, /^Phone$/, '600111222');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Title' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Service manager' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
    expect(saves(calls)).toEqual([
      [expect.objectContaining({ id: 0, firstName: 'Carla', lastName: 'Núñez', titleId: 3, phoneCC: '34', phone: '600111222', isEnabled: false, hasLogin: false, requiresPasswordOnSubmit: false })],
    ]);
    await dialogClosed();
  });

  it('holds one unsaved new user at a time: Cancel adds none, Apply adds one, a second Add is refused', async () => {
    const calls = setup();
    await within(list()).findByRole('button', { name: 'Ana Ortega' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(list().querySelectorAll('tr[data-changed]')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const form = await screen.findByRole('dialog');
    type(form, /First name/, 'Dee');
    type(form, /Last name/, 'Park');
    type(form, /Email/, 'dee@shop.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await dialogClosed();
    const added = (await within(list()).findByRole('button', { name: 'Dee Park' })).closest('tr') as HTMLElement;
    expect(added).toHaveAttribute('data-row-id', '0');
    expect(within(added).getByText('New')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Save or cancel the new row before adding another.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves(calls)).toEqual([]);
  });

  it('saves only the changed users, and names each user that failed with its message, in English and Spanish', async () => {
    const failBo = (x: Body) => ({
      results: x.users.map((r, index) => (r.id === 2 ? { index, id: 2, success: false, message: 'The username ana.o is already taken.' } : { index, id: Number(r.id), success: true, version: 3 })),
    });
    const calls = setup({ save: failBo });
    // Opened and applied unchanged: not a change.
    fireEvent.click(within(await openUser('Ana Ortega')).getByRole('button', { name: 'Apply' }));
    await dialogClosed();
    expect(list().querySelectorAll('tr[data-changed]')).toHaveLength(0);

    let form = await openUser('Ana Ortega');
    type(form, /^Phone$/, '5550199');
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await dialogClosed();
    form = await openUser('Bo Lind');
    fireEvent.click(within(form).getByRole('switch', { name: 'Has login' }));
    type(form, /Username/, 'ana.o');
    fireEvent.change(await within(form).findByLabelText(/^Password/), { target: { value: 'Calibrate-Bay-42-Lift' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await dialogClosed();
    expect(list().querySelectorAll('tr[data-changed]')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);

    const alert = await screen.findByText(/^Error\(s\) on the following user\(s\):/);
    expect(alert.textContent).toBe('Error(s) on the following user(s):\nBo Lind: The username ana.o is already taken.');
    expect(saves(calls)).toHaveLength(1);
    // In the list's order (by last name).
    expect(saves(calls)[0].map((r) => [r.id, r.phone, r.username, r.requiresPasswordOnSubmit])).toEqual([
      [2, '5550100', 'ana.o', true],
      [1, '5550199', 'ana.o', false],
    ]);
    // The user that failed stays changed, with its message in its form.
    expect(list().querySelectorAll('tr[data-changed]')).toHaveLength(1);
    form = await openUser('Bo Lind');
    expect(within(form).getByText('The username ana.o is already taken.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    // The provider switched alone (no console around it to render again): the alert is written in Spanish.
    await act(() => i18nProvider.changeLocale('es'));
    fireEvent.click(screen.getAllByRole('button', { name: /^(Save|Guardar)$/ }).at(-1) as HTMLElement);
    const spanish = await screen.findByText(/^Error\(es\) en los siguientes usuarios:/);
    expect(spanish.textContent).toBe('Error(es) en los siguientes usuarios:\nBo Lind: The username ana.o is already taken.');
  });

  it('asks for a password only for a new login: masked, shown on demand, its policy counted as it is typed', async () => {
    const calls = setup();
    let form = await openUser('Ana Ortega');
    // A saved login has no password field: its password is reset.
    expect(within(form).queryByLabelText(/^Password/)).toBeNull();
    expect(within(form).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    form = await screen.findByRole('dialog');
    expect(within(form).queryByRole('textbox', { name: /Username/ })).toBeNull();
    type(form, /First name/, 'Eva');
    type(form, /Last name/, 'Ruiz');
    type(form, /Email/, 'eva@shop.example');
    fireEvent.click(within(form).getByRole('switch', { name: 'Has login' }));
    const password = (await within(form).findByLabelText(/^Password/)) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.change(password, { target: { value: 'short' } });
    expect(within(form).getByText(/5 characters typed/)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(within(form).getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');

    fireEvent.change(password, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('Required')).toHaveLength(2));
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Must be 12 to 128 characters long');
    expect(saves(calls)).toEqual([]);
  });

  it('resets a password from the row: the focus in the box, an empty one refused, Enter resets', async () => {
    const calls = setup();
    fireEvent.click(await within(list()).findByRole('button', { name: 'Reset the password of Ana Ortega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Ana Ortega' });
    const box = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await screen.findByText('Password must be provided.');
    expect(calls.filter((c) => c.endpoint === u.resetPassword)).toEqual([]);
    // Dismissed with a click away (an error stays until then), so that the next alert shows.
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByText('Password must be provided.')).toBeNull());
    fireEvent.change(box, { target: { value: 'Calibrate-Bay-42-Lift' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await screen.findByText('User password has been reset successfully!');
    expect(calls.filter((c) => c.endpoint === u.resetPassword).map((c) => c.input.body)).toEqual([{ id: 1, password: 'Calibrate-Bay-42-Lift', resetLockout: true }]);
    // No form opened behind it.
    await dialogClosed();
  });
});
