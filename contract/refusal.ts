/**
 * The contract's own validation messages, such as .min(1, r('must not be empty')),
 * or a template literal tagged with r when it holds values. r returns the English
 * text zod reports and records its source (values as {0}, {1}…), so the
 * server can answer it in Spanish (server/http/refusals.ts) and a test can check
 * that the catalogue has every one. Only sources are kept: a finite set, however
 * many values a message is made with.
 */
export const refusalSources = new Set<string>();

export function r(text: string | TemplateStringsArray, ...values: unknown[]): string {
  const parts = typeof text === 'string' ? [text] : [...text];
  refusalSources.add(parts.reduce((all, part, i) => `${all}{${i - 1}}${part}`));
  return parts.reduce((all, part, i) => `${all}${String(values[i - 1])}${part}`);
}
