/** The opening-hours audit log's screen (admin/openinghours/auditLog): the declared list of ./index.ts, a page of the opening-hours area. */
import { DeclaredListPage } from '../../src/declare/views/DeclaredListPage';
import openingHoursAudit from '.';

export default function AuditLogPage() {
  return <DeclaredListPage descriptor={openingHoursAudit} />;
}
