/**
 * A RAG audit entry told in words, in the console's language: a rating 'Amber → Red', a copy 'From Honda Civic
 * 2023 — Front radar calibration: Green → Red; …', a review with its note, a service element's fields changed.
 */
import type { TranslateFunction } from 'react-admin';
import { RAG_AUDIT_TYPES, type RagAuditEntry } from '../../contract/rag';

type Entry = Pick<RagAuditEntry, 'AuditTypeId' | 'before' | 'after'>;
const ARROW = ' → ';

export function auditWords(entry: Entry, translate: TranslateFunction): string {
  const w = (key: string, args?: Record<string, unknown>) => translate(`resources.ragAudit.words.${key}`, args);
  const rating = (value: unknown) => (typeof value === 'string' && value !== '' ? value : w('not_rated'));
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  switch (RAG_AUDIT_TYPES[entry.AuditTypeId - 1]) {
    case 'ratingChanged':
      return `${rating(before.rating)}${ARROW}${rating(after.rating)}`;
    case 'ratingsCopied':
    case 'ratingsBulkCopied': {
      const was = (before.ratings ?? {}) as Record<string, unknown>;
      const now = (after.ratings ?? {}) as Record<string, unknown>;
      const changes = Object.keys(now).map((element) => `${element}: ${rating(was[element])}${ARROW}${rating(now[element])}`);
      return [typeof after.from === 'string' ? w('copied_from', { vehicle: after.from }) : '', changes.join('; ')].filter(Boolean).join(' — ');
    }
    case 'vehicleReviewed':
      return typeof after.note === 'string' && after.note !== '' ? `${w('reviewed')} — ${w('note', { note: after.note })}` : w('reviewed');
    case 'serviceElementChanged': {
      const show = (key: string, value: unknown) => (key === 'isActive' ? w(value ? 'yes' : 'no') : String(value ?? ''));
      const labels: Record<string, string> = { name: w('name'), serviceElementGroupName: w('group'), isActive: w('active') };
      if (!entry.before) return `${w('created')} — ${Object.keys(labels).map((k) => `${labels[k]}: ${show(k, after[k])}`).join('; ')}`;
      return Object.keys(labels)
        .filter((k) => before[k] !== after[k])
        .map((k) => `${labels[k]}: ${show(k, before[k])}${ARROW}${show(k, after[k])}`)
        .join('; ');
    }
    default:
      return '';
  }
}
