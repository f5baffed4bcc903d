/**
 * The RAG audit log's screen (admin/rag/auditLog): the declared list of ./index.ts, served as a page of the RAG
 * area so the declaration loads with the screen, not with the console.
 */
import { ResourceContextProvider } from 'react-admin';
import { DeclaredList } from '../../src/declare/views/DeclaredList';
import ragAudit from '.';

export default function AuditLogPage() {
  return (
    <ResourceContextProvider value={ragAudit.name}>
      <DeclaredList descriptor={ragAudit} />
    </ResourceContextProvider>
  );
}
