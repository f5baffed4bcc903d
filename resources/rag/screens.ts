/**
 * The RAG area's screens in one chunk: loading them apart would make the modules they share with the console a
 * chunk of their own, downloaded before the first list (bench/bundle.ts).
 */
export { default as AuditLogPage } from '../ragAudit/AuditLogPage';
export { default as RagRatingsPage } from './RagRatingsPage';
