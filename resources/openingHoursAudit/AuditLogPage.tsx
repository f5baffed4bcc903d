/**
 * The audit log's screen (admin/openinghours/auditLog): the declared list of ./index.ts, served as a page of the
 * opening-hours area so the declaration (its filters, the words of each change) loads with the screen, not with
 * the console.
 */
import { ResourceContextProvider } from 'react-admin';
import { DeclaredList } from '../../src/declare/views/DeclaredList';
import openingHoursAudit from '.';

export default function AuditLogPage() {
  return (
    <ResourceContextProvider value={openingHoursAudit.name}>
      <DeclaredList descriptor={openingHoursAudit} />
    </ResourceContextProvider>
  );
}
