import { type CreateUserInput, type PlatformUser, usersContract } from '../../contract/users';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { lazyView } from '../../src/declare/lazyView';
import { fullName, statusChoices, timeZoneChoices, toUserBody, userErrorSources, userListQuery } from './userModel';
import entry from './entry';

const UserForm = lazyView(() => import('./UserForm'), 'UserForm');

/** The platform roles (Business/Roles?type=platform): a user holds one (spec §6). */
const platformRoles: FieldOptions = { endpoint: usersContract.roles, input: { query: { type: 'platform' } }, id: 'Id', name: 'Name' };

/**
 * Platform users (spec §2 users, §3 Platform user, §4, §7 Users, §9): the list with its defaults, search, role
 * and status filters, selection and CSV export; create and edit from these fields. The form's content is
 * written by hand (UserForm) only for the email check and the password reset.
 */
export default defineResource<PlatformUser | CreateUserInput>({
  ...entry,
  history: { area: 'users', entity: 'user' },
  defaultSort: { field: 'Name', order: 'ASC' },
  selectable: true,
  fields: [
    // In the form's two columns: first and last name, username and email, role and location, …
    { source: 'Name', kind: 'text', form: false, compute: fullName },
    { source: 'FirstName', kind: 'text', required: true, maxLength: 100, list: false },
    { source: 'LastName', kind: 'text', required: true, maxLength: 100, list: false },
    { source: 'Username', kind: 'text' },
    { source: 'Email', kind: 'email', required: true },
    { source: 'Role', kind: 'text', form: false },
    { source: 'Roles', kind: 'option', options: { ...platformRoles, oneInList: true }, required: true, list: false },
    { source: 'BusinessName', kind: 'text', form: false },
    { source: 'LocationId', kind: 'business', nameSource: 'BusinessName', list: false },
    { source: 'DispatchGroupEmail', kind: 'email', hidden: true, sortable: false },
    { source: 'TimeZone', kind: 'text', choices: timeZoneChoices, hidden: true, sortable: false },
    // A new platform user is active and not locked out (spec §9).
    { source: 'IsActive', kind: 'boolean', default: true },
    { source: 'IsLockedOut', kind: 'boolean', default: false },
    { source: 'IsMahle', kind: 'boolean', hidden: true, sortable: false, help: 'resources.users.help.IsMahle' },
    { source: 'IsUK', kind: 'boolean', hidden: true, sortable: false },
    // Set on create only; an existing user's password is reset from the edit page.
    { source: 'Password', kind: 'password', required: true, list: false, visibleWhen: (values) => !values.id },
    { source: 'UserId', kind: 'integer', form: false, hidden: true },
  ],
  filters: [
    { source: 'RoleId', kind: 'option', options: platformRoles },
    { source: 'status', kind: 'text', choices: statusChoices },
  ],
  endpoints: {
    list: { endpoint: usersContract.getUsers, shape: 'TotalItems', input: (params) => ({ query: userListQuery(params) }) },
    one: { endpoint: usersContract.getUser, input: (id) => ({ query: { id } }) },
    save: { endpoint: usersContract.updateUser, create: usersContract.createUser, input: toUserBody, errorSources: userErrorSources },
  },
  views: { form: UserForm },
});
