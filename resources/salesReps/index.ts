import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { salesRepsContract as c } from '../../contract/salesReps';
import businessUsers from '../businessUsers';
import { defineResource, type FieldDef } from '../../src/declare/defineResource';
import entry from './entry';

/** A business user's field as declared there, with this page's layout on top; required and bounded as this page's save call says. */
function businessUserField(source: string, layout: Partial<FieldDef> = {}): FieldDef {
  const found = businessUsers.fields.find((f) => f.source === source);
  if (!found) throw new Error(`businessUsers declares no field ${source}`);
  const { required: _required, maxLength: _maxLength, ...field } = found;
  return { ...field, ...layout };
}

const withLogin = (values: Record<string, unknown>) => values.hasLogin === true;

/**
 * Sales representatives (spec §3): the business user's fields without isPrimary,
 * isDeleted, isMahle and phoneCC, plus the title, on pages of their own. Listed by
 * lookup/SalesReps, saved by lookup/UpsertSalesRep; each rep is an item of the
 * business's salesRepId picker.
 */
export default defineResource({
  ...entry,
  history: { area: 'salesReps', entity: 'salesRep' },
  showAllFilter: 'showAll',
  defaultSort: { field: 'firstName', order: 'ASC' },
  fields: [
    businessUserField('firstName'),
    businessUserField('lastName'),
    businessUserField('email'),
    businessUserField('phone'),
    { source: 'titleId', kind: 'lookup', lookup: LOOKUP_KEYS.title, list: false },
    businessUserField('isEnabled', { default: true }),
    businessUserField('hasLogin'),
    businessUserField('username', { visibleWhen: withLogin, hidden: true }),
    businessUserField('password', { visibleWhen: withLogin, list: false }),
    businessUserField('isLockout', { visibleWhen: withLogin, hidden: true }),
    ...['receivesInvoices', 'receivesReports', 'receivesReportsOnly', 'receivesChatReports', 'isProTechUser'].map((source) => businessUserField(source, { hidden: true })),
  ],
  endpoints: {
    list: {
      endpoint: c.salesReps,
      shape: 'array',
      serverFilters: ['showAll'],
      input: ({ filter }) => ({ query: { showAll: Boolean(filter?.showAll) } }),
    },
    one: { endpoint: c.getSalesRep, input: (id) => ({ query: { id } }) },
    save: { endpoint: c.upsertSalesRep },
  },
});
