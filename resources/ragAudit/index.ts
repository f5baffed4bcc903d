import { RAG_AUDIT_TYPES, type RagAuditEntry, ragContract as c } from '../../contract/rag';
import { defineAuditLog } from '../../src/declare/defineAuditLog';
import type { FieldOptions } from '../../src/declare/defineResource';
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
 * The RAG audit log (admin/rag/auditLog; spec §2, §9, issue 16): a view of the change history (src/declare/defineAuditLog.ts),
 * each row carrying TotalItems; filtered by type, vehicle, user and dates. Each change is told in words by auditWords.
 */
export default defineAuditLog<RagAuditEntry>({
  name: 'ragAudit',
  path: 'admin/rag/auditLog',
  messages: 'rag',
  list: c.getAuditLog,
  shape: 'TotalItems',
  columns: [
    { source: 'AuditTypeId', kind: 'option', options: types },
    { source: 'vehicle', kind: 'text' },
    { source: 'serviceElementName', kind: 'text' },
  ],
  filters: [
    { source: 'auditTypeId', kind: 'option', options: types },
    { source: 'vehicleId', kind: 'option', options: vehicles },
    { source: 'userId', kind: 'option', options: users },
  ],
  words: auditWords,
});
