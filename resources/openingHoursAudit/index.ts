import { type AuditEntry, OPENING_HOURS_CHANGE_KINDS, openingHoursContract as c } from '../../contract/openingHours';
import { defineAuditLog } from '../../src/declare/defineAuditLog';
import type { FieldOptions } from '../../src/declare/defineResource';
import { changeWords } from '../openingHours/changeWords';
import { solutionKey } from '../openingHours/names';

/** The tenants, each named by its solution (an i18n key: the cells, the filter and the CSV translate it). */
const tenants: FieldOptions = { endpoint: c.tenantDetails, id: 'ID', name: 'Platform', label: (row) => solutionKey(Number(row.Platform)) ?? `#${row.ID}` };
const users: FieldOptions = { endpoint: c.getAuditUsers, id: 'id', name: 'name' };
const kinds = OPENING_HOURS_CHANGE_KINDS.map((kind) => ({ id: kind, name: `resources.openingHoursAudit.kinds.${kind}` }));

/**
 * The opening-hours audit log (admin/openinghours/auditLog; spec §2, issue 15): a view of the change history
 * (src/declare/defineAuditLog.ts), the total as count and items, filtered by tenant, user, kind and dates. Each change is
 * told in words by changeWords.
 */
export default defineAuditLog<AuditEntry>({
  name: 'openingHoursAudit',
  path: 'admin/openinghours/auditLog',
  messages: 'openingHours',
  list: c.getAuditLog,
  shape: 'countItems',
  columns: [
    { source: 'tenantId', kind: 'option', options: tenants },
    { source: 'kind', kind: 'text', choices: kinds },
  ],
  filters: [
    { source: 'tenantId', kind: 'option', options: tenants },
    { source: 'userId', kind: 'option', options: users },
    { source: 'kind', kind: 'text', choices: kinds },
  ],
  words: changeWords,
});
