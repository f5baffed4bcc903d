/** The RAG audit log's screen (admin/rag/auditLog): the declared list of ./index.ts, a page of the RAG area. */
import { DeclaredListPage } from '../../src/declare/views/DeclaredListPage';
import ragAudit from '.';

export default function AuditLogPage() {
  return <DeclaredListPage descriptor={ragAudit} />;
}
