import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { type AuditEntry, OPENING_HOURS_CHANGE_KINDS, openingHoursContract as c } from '../../contract/openingHours';
import { specListBody } from '../../dataProvider/endpoints';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { changeWords } from '../openingHours/changeWords';
import { solutionKey } from '../openingHours/names';

/** The tenants, each named by its solution (an i18n key: the cells, the filter and the CSV translate it). */
const tenants: FieldOptions = { endpoint: c.tenantDetails, id: 'ID', name: 'Platform', label: (row) => solutionKey(Number(row.Platform)) ?? `#${row.ID}` };
const users: FieldOptions = { endpoint: c.getAuditUsers, id: 'id', name: 'name' };
const kinds = OPENING_HOURS_CHANGE_KINDS.map((kind) => ({ id: kind, name: `resources.openingHoursAudit.kinds.${kind}` }));

/**
 * The opening-hours audit log (admin/openinghours/auditLog; spec §2, issue 15): a view of the change history, read
 * only, newest first (the server's order), 10 a page, filtered by tenant, user, kind and dates. Each change is told
 * in words in the console's language (changeWords), in the list and its CSV alike.
 */
export default defineResource({
  name: 'openingHoursAudit',
  path: 'admin/openinghours/auditLog',
  icon: ListAltIcon,
  messages: 'openingHours',
  searchable: false,
  recordRepresentation: 'changedAt',
  defaultSort: { field: 'changedAt', order: 'DESC' },
  fields: [
    { source: 'changedAt', kind: 'datetime', sortable: false },
    { source: 'userName', kind: 'text', sortable: false },
    { source: 'tenantId', kind: 'option', options: tenants, sortable: false },
    { source: 'kind', kind: 'text', choices: kinds, sortable: false },
    { source: 'change', kind: 'text', sortable: false, wrap: true, compute: (record, translate) => (translate ? changeWords(record as AuditEntry, translate) : '') },
  ],
  filters: [
    { source: 'tenantId', kind: 'option', options: tenants },
    { source: 'userId', kind: 'option', options: users },
    { source: 'kind', kind: 'text', choices: kinds },
    { source: 'from', kind: 'date' },
    { source: 'to', kind: 'date' },
  ],
  endpoints: {
    list: { endpoint: c.getAuditLog, shape: 'countItems', input: specListBody(c.getAuditLog) },
  },
});
