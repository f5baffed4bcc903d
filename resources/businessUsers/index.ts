import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { businessContract, businessUserKeys } from '../../contract/business';
import { pickFields } from '../../dataProvider/adapter';
import { defineResource } from '../defineResource';

/** A business's users (spec §3 Business user), edited in place on the User List tab; saved by ModifyUsers. */
export default defineResource({
  name: 'businessUsers',
  path: 'business',
  embedded: true,
  icon: PeopleIcon,
  view: 'editable',
  recordRepresentation: 'email',
  defaultSort: { field: 'lastName', order: 'ASC' },
  fields: [
    { source: 'firstName', kind: 'text', required: true, maxLength: 100 },
    { source: 'lastName', kind: 'text', required: true, maxLength: 100 },
    { source: 'email', kind: 'email', required: true, maxLength: 254 },
    { source: 'phone', kind: 'text', maxLength: 30 },
    { source: 'hasLogin', kind: 'boolean' },
    { source: 'username', kind: 'text', maxLength: 128 },
    { source: 'password', kind: 'password', maxLength: 128 },
    { source: 'isPrimary', kind: 'boolean' },
    { source: 'isEnabled', kind: 'boolean' },
    { source: 'isLockout', kind: 'boolean' },
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
      input: (rows, filter) => ({
        body: {
          businessId: filter.businessId,
          users: rows.map((r) => pickFields(businessUserKeys, { ...r, password: r.password || undefined, requiresPasswordOnSubmit: r.id === 0 && Boolean(r.hasLogin) })),
        },
      }),
    },
  },
});
