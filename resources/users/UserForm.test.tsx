/** The platform user form's rules, with the real adapter over a fake HTTP boundary (spec §4, §5, §7, §8; issue 4). */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, ResourceContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../authProvider/authProvider';
import { storage } from '../../authProvider/storage';
import type { Endpoint } from '../../contract/define';
import { usersContract as u } from '../../contract/users';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { DeclaredCreate, DeclaredEdit } from '../../src/declare/views/DeclaredForm';
import users from '.';
import { historyContract } from '../../contract/history';
import { dialogClosed } from '../../tests/setup/dialogClosed';

const roles = [
  { Id: 1, Name: 'SuperAdmin' },
  { Id: 2, Name: 'Admin' },
];
const bea = {
  id: 5,
  UserId: 5,
  Username: 'bea.lopez',
  FirstName: 'Bea',
  LastName: 'López',
  Email: 'bea@example.com',
  DispatchGroupEmail: null,
  IsActive: true,
  IsLockedOut: true,
  Role: 'Admin',
  Roles: [{ Id: 2, Name: 'Admin' }],
  LocationId: null,
  Location: null,
  BusinessName: null,
  PartnerId: null,
  IsUK: false,
  TimeZone: 'Europe/Madrid',
  IsMahle: false,
  version: 3,
};

type Answer = (body: Record<string, unknown>) => unknown;

function setup(page: 'create' | 'edit', answers: { save?: Answer; reset?: Answer; taken?: string[] } = {}) {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    const body = input.body as Record<string, unknown>;
    if (endpoint === u.roles) return roles;
    // The edit page's last-changed line (src/history/RecordHistory.tsx): no change recorded yet.
    if (endpoint === historyContract.record) return { count: 0, items: [] };
    if (endpoint === u.getUser) return bea;
    if (endpoint === u.emailExists) return { exists: (answers.taken ?? []).includes(String(input.query?.email)) };
    if (endpoint === u.createUser || endpoint === u.updateUser) return (answers.save ?? ((b) => ({ ...bea, id: b.Id ?? 42, version: 9 })))(body);
    if (endpoint === u.resetPassword) return (answers.reset ?? (() => ({ success: true, version: 4 })))(body);
    return [];
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider} authProvider={authProvider}>
      <ResourceContextProvider value="users">{page === 'create' ? <DeclaredCreate descriptor={users} /> : <DeclaredEdit descriptor={users} id="5" />}</ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );
  const sent = (endpoint: Endpoint) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.input.body ?? c.input.query);
  return { sent };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function fillNewUser(email = 'ana@example.com') {
  await screen.findByLabelText('Username');
  type('Username', 'ana.ortega');
  type('First name', 'Ana');
  type('Last name', 'Ortega');
  type('Email', email);
  // The password and role inputs are loaded the first time a form shows them.
  await screen.findByLabelText(/^Password/);
  type(/^Password/, 'calibration-bay-7');
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
}

async function openReset() {
  await screen.findByDisplayValue('bea.lopez');
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  storage.set('token', 'access-token');
  storage.set('profile', { UserId: 1, Username: 'admin', FirstName: 'Ada', LastName: 'Admin', email: 'admin@example.com', Role: 'SuperAdmin', Roles: [roles[0]] });
});

// Each test drives a whole form through react-admin: slow on a busy machine.
const slow = { timeout: 20_000 };

describe('the platform user form', slow, () => {
  it('creates with the spec payload: names mapped, one role, active and not locked out, the password and CreatedBy', async () => {
    const { sent } = setup('create');
    await fillNewUser();
    save();
    await waitFor(() => expect(sent(u.createUser)).toHaveLength(1));
    expect(sent(u.createUser)[0]).toEqual({
      Roles: [{ Id: 2, Name: 'Admin' }],
      GivenName: 'Ana',
      FamilyName: 'Ortega',
      Username: 'ana.ortega',
      Email: 'ana@example.com',
      DispatchGroupEmail: null,
      IsActive: true,
      IsLockedOut: false,
      RootLocationId: null,
      IsMahle: false,
      IsUK: false,
      TimeZone: null,
      Password: 'calibration-bay-7',
      CreatedBy: 'admin',
    });
  });

  it('updates with the id and the version it was read at, and no password', async () => {
    const { sent } = setup('edit');
    fireEvent.change(await screen.findByDisplayValue('Bea'), { target: { value: 'Beatriz' } });
    save();
    await waitFor(() => expect(sent(u.updateUser)).toHaveLength(1));
    expect(sent(u.updateUser)[0]).toEqual({
      Id: 5,
      Roles: [{ Id: 2, Name: 'Admin' }],
      GivenName: 'Beatriz',
      FamilyName: 'López',
      Username: 'bea.lopez',
      Email: 'bea@example.com',
      DispatchGroupEmail: null,
      IsActive: true,
      IsLockedOut: true,
      RootLocationId: null,
      IsMahle: false,
      IsUK: false,
      TimeZone: 'Europe/Madrid',
      version: 3,
    });
  });

  it('checks the email once typing pauses, flags a taken one on the field, and checks again on submit without saving', async () => {
    const { sent } = setup('create', { taken: ['dana.diaz@example.com'] });
    await fillNewUser();
    const checked = () => sent(u.emailExists).filter((q) => String((q as { email: string }).email).startsWith('dana'));
    type('Email', 'dana.diaz@example.co');
    type('Email', 'dana.diaz@example.com');
    expect(await screen.findByText('This email is already used by another user.')).toBeInTheDocument();
    // Typed twice in a row: checked once, for the email typing stopped at.
    expect(checked()).toEqual([{ userID: 0, email: 'dana.diaz@example.com' }]);
    save();
    await waitFor(() => expect(checked()).toHaveLength(2));
    expect(screen.getByText('This email is already used by another user.')).toBeInTheDocument();
    expect(sent(u.createUser)).toEqual([]);
  });

  it('catches a taken email typed just before saving with the check on submit', async () => {
    const { sent } = setup('create', { taken: ['dana.diaz@example.com'] });
    await fillNewUser('dana.diaz@example.com');
    save();
    expect(await screen.findByText('This email is already used by another user.')).toBeInTheDocument();
    expect(sent(u.emailExists)[0]).toEqual({ userID: 0, email: 'dana.diaz@example.com' });
    expect(sent(u.createUser)).toEqual([]);
  });

  it('shows the password policy with a live count and refuses a short password before sending', async () => {
    const { sent } = setup('create');
    await fillNewUser();
    type(/^Password/, 'short');
    expect(screen.getByText('12 to 128 characters; common passwords are refused. 5 characters typed')).toBeInTheDocument();
    save();
    expect(await screen.findByText('Must be 12 to 128 characters long')).toBeInTheDocument();
    expect(sent(u.createUser)).toEqual([]);
  });

  it("shows the server's refusal of a common password on the Password field", async () => {
    setup('create', {
      save: () => {
        throw new HttpError('Password: is one of the most common passwords', 400, { errors: [{ field: 'Password', message: 'is one of the most common passwords' }] });
      },
    });
    await fillNewUser();
    save();
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('is one of the most common passwords')).toBeInTheDocument();
  });

  it('says so when someone else saved the user first', async () => {
    setup('edit', {
      save: () => {
        throw new HttpError('User 5 was changed by someone else', 409, { code: 'stale' });
      },
    });
    fireEvent.change(await screen.findByDisplayValue('Bea'), { target: { value: 'Beatriz' } });
    save();
    expect(await screen.findByText(/Someone else changed this record/)).toBeInTheDocument();
  });
});

describe("a platform user's password reset", slow, () => {
  it("alerts 'Password must be provided.' for an empty password and sends nothing", async () => {
    const { sent } = setup('edit');
    const dialog = await openReset();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be provided.')).toBeInTheDocument();
    expect(sent(u.resetPassword)).toEqual([]);
  });

  it('sends resetLockout as the inverse of the Locked out flag, confirms, clears the highlight and saves at the new version', async () => {
    const { sent } = setup('edit');
    let dialog = await openReset();
    const field = within(dialog).getByLabelText(/New password/);
    fireEvent.change(field, { target: { value: 'a-new-long-password' } });
    expect(field).toHaveAttribute('data-unsaved', 'true');
    expect(within(dialog).getByText(/stays locked out/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password has been reset successfully!')).toBeInTheDocument();
    expect(sent(u.resetPassword)).toEqual([{ id: 5, password: 'a-new-long-password', resetLockout: false }]);
    await dialogClosed();

    // An admin unlocks by unticking Locked out and resetting.
    fireEvent.click(screen.getByLabelText('Locked out'));
    dialog = await openReset();
    expect(within(dialog).getByLabelText(/New password/)).not.toHaveAttribute('data-unsaved');
    fireEvent.change(within(dialog).getByLabelText(/New password/), { target: { value: 'another-long-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(sent(u.resetPassword)).toHaveLength(2));
    expect(sent(u.resetPassword)[1]).toMatchObject({ resetLockout: true });
    await dialogClosed();

    save();
    await waitFor(() => expect(sent(u.updateUser)).toHaveLength(1));
    expect(sent(u.updateUser)[0]).toMatchObject({ Id: 5, IsLockedOut: false, version: 4 });
  });

  it("alerts the server's answer when the reset fails, and shows it on the field", async () => {
    setup('edit', {
      reset: () => {
        throw new HttpError('password: is one of the most common passwords', 400, { errors: [{ field: 'password', message: 'is one of the most common passwords' }] });
      },
    });
    const dialog = await openReset();
    fireEvent.change(within(dialog).getByLabelText(/New password/), { target: { value: 'password1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('password: is one of the most common passwords')).toBeInTheDocument();
    expect(within(dialog).getByText('is one of the most common passwords')).toBeInTheDocument();
  });
});
