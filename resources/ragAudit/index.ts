import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { RAG_AUDIT_TYPES, type RagAuditEntry, ragContract as c } from '../../contract/rag';
import { specListBody } from '../../dataProvider/endpoints';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { auditWords } from './auditWords';

/** The entry types, 'All entries' (id 0: no filter) first, each named by an i18n key (the cells, the filter and the CSV translate it). */
const types: FieldOptions = {
  endpoint: c.getAuditTypeList,
  id: 'AuditTypeId',
  name: 'AuditTypeName',
  label: (row) => {
    const id = Number(row.AuditTypeId);
    return id === 0 ? 'resources.ragAudit.types.all' : RAG_AUDIT_TYPES[id - 1] ? `resources.ragAudit.types.${RAG_AUDIT_TYPES[id - 1]}` : String(row.AuditTypeName);
  },
};
const users: FieldOptions = { endpoint: c.getAuditUsers, id: 'id', name: 'name' };
/** The vehicles the log has entries for, by name ("Toyota Camry 2024"). */
const vehicles: FieldOptions = { endpoint: c.getAuditVehicles, id: 'id', name: 'name' };

/**
 * The RAG audit log (admin/rag/auditLog; spec §2, §9, issue 16): a view of the change history, read only, newest
 * first (the server's order), 10 a page, each row carrying TotalItems; filtered by type, vehicle, user and dates.
 * Each change is told in words in the console's language (auditWords), in the list and its CSV alike.
 */
export default defineResource({
  name: 'ragAudit',
  path: 'admin/rag/auditLog',
  icon: ListAltIcon,
  messages: 'rag',
  searchable: false,
  recordRepresentation: 'changedAt',
  defaultSort: { field: 'changedAt', order: 'DESC' },
  fields: [
    { source: 'changedAt', kind: 'datetime', sortable: false },
    { source: 'userName', kind: 'text', sortable: false },
    { source: 'AuditTypeId', kind: 'option', options: types, sortable: false },
    { source: 'vehicle', kind: 'text', sortable: false },
    { source: 'serviceElementName', kind: 'text', sortable: false },
    { source: 'change', kind: 'text', sortable: false, wrap: true, compute: (record, translate) => (translate ? auditWords(record as RagAuditEntry, translate) : '') },
  ],
  filters: [
    { source: 'auditTypeId', kind: 'option', options: types },
    { source: 'vehicleId', kind: 'option', options: vehicles },
    { source: 'userId', kind: 'option', options: users },
    { source: 'from', kind: 'date' },
    { source: 'to', kind: 'date' },
  ],
  endpoints: {
    list: { endpoint: c.getAuditLog, shape: 'TotalItems', input: specListBody(c.getAuditLog) },
  },
});
