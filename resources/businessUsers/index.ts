import { type BusinessUserInput, businessContract, businessUserKeys } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { pickFields } from '../../dataProvider/adapter';
import { defineResource } from '../../src/declare/defineResource';
import { fullName, fullPhone, loginName, needsPassword } from './userRules';
import entry from './entry';

const withLogin = (values: Record<string, unknown>) => values.hasLogin === true;

/**
 * A business's users (spec §3 Business user), on the business detail's User List tab: a list of the users,
 * each opening a form with every field (UserFormDialog); saved together by ModifyUsers (spec §4: only the
 * changed rows, a new one with id 0). The computed fields are list columns only.
 */
export default defineResource<BusinessUserInput>({
  ...entry,
  defaultSort: { field: 'lastName', order: 'ASC' },
  failureAlert: 'resources.businessUsers.rows_failed',
  fields: [
    { source: 'name', kind: 'text', form: false, compute: fullName },
    { source: 'firstName', kind: 'text' },
    { source: 'lastName', kind: 'text' },
    { source: 'titleId', kind: 'lookup', lookup: LOOKUP_KEYS.title },
    { source: 'email', kind: 'email', required: true },
    { source: 'phoneCC', kind: 'text' },
    { source: 'phone', kind: 'text' },
    { source: 'phoneNumber', kind: 'text', form: false, compute: fullPhone },
    { source: 'hasLogin', kind: 'boolean' },
    { source: 'login', kind: 'text', form: false, compute: loginName },
    { source: 'username', kind: 'text', visibleWhen: withLogin, check: (value, r) => (withLogin(r) && !String(value ?? '').trim() ? { message: 'app.validation.required' } : null) },
    {
      source: 'password',
      kind: 'password',
      maxLength: 128,
      visibleWhen: needsPassword,
      check: (value, r) => (needsPassword(r) && !value ? { message: 'app.validation.required' } : null),
    },
    { source: 'isPrimary', kind: 'boolean' },
    // A new user starts disabled (spec §4): newRecord gives every boolean false.
    { source: 'isEnabled', kind: 'boolean' },
    { source: 'isLockout', kind: 'boolean', visibleWhen: withLogin },
    { source: 'receivesInvoices', kind: 'boolean' },
    { source: 'receivesReports', kind: 'boolean' },
    { source: 'receivesReportsOnly', kind: 'boolean' },
    { source: 'receivesChatReports', kind: 'boolean' },
    { source: 'isProTechUser', kind: 'boolean' },
    { source: 'isMahle', kind: 'boolean' },
    { source: 'isDeleted', kind: 'boolean' },
  ],
  endpoints: {
    list: {
      endpoint: businessContract.users,
      shape: 'array',
      serverFilters: ['businessId'],
      input: ({ filter }) => ({ query: { key: filter?.businessId } }),
    },
    saveBatch: {
      endpoint: businessContract.modifyUsers,
      rowsAt: 'users',
      input: (rows, filter) => ({
        body: {
          businessId: filter.businessId,
          users: rows.map((r) => pickFields(businessUserKeys, { ...r, password: r.password || undefined, requiresPasswordOnSubmit: needsPassword(r) })),
        },
      }),
    },
  },
});
