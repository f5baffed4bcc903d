/** The template editor's check of a template's placeholders, the same the server makes (contract/reportPlaceholders.ts). */
import { templateTokens } from '../../contract/reportPlaceholders';
import type { FieldProblem } from '../../src/declare/defineResource';

export function placeholderCheck(value: unknown, record: Record<string, unknown>): FieldProblem | null {
  const bad = templateTokens(String(value ?? ''), Number(record.area)).find((t) => t.status !== 'known');
  if (!bad) return null;
  return { message: `resources.reportTemplates.editor.${bad.status}`, args: { placeholder: bad.raw } };
}
