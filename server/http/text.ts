/**
 * Messages the server answers in the caller's language (the console sends its
 * locale as Accept-Language). A message is an English template literal tagged
 * with m; its English source, with {0}, {1}… where the values go, is its key in
 * the Spanish catalogue (text.es.ts), which a test keeps complete. Values may be
 * messages themselves (nouns, reasons).
 */
import type { FastifyRequest } from 'fastify';
import { es } from './text.es';

export interface Text {
  readonly source: string;
  readonly values: readonly unknown[];
}

export type Language = 'en' | 'es';

export function m(strings: TemplateStringsArray, ...values: unknown[]): Text {
  return { source: strings.reduce((text, part, i) => `${text}{${i - 1}}${part}`), values };
}

export const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && typeof (value as Text).source === 'string' && Array.isArray((value as Text).values);

/** A field named in a message: its API name, shown as its label where the renderer knows one (`render`'s `label`). */
export interface FieldName {
  readonly field: string;
}
export const fieldName = (field: string): FieldName => ({ field });
const isFieldName = (value: unknown): value is FieldName => typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as FieldName).field === 'string';

/**
 * The message in `language`; English when the catalogue has no translation. A field named in it
 * (`fieldName`) reads as `label(field)`, by default its API name.
 */
export function render(text: Text, language: Language = 'en', label: (field: string) => string = (field) => field): string {
  const template = language === 'es' ? (es[text.source] ?? text.source) : text.source;
  return template.replace(/\{(\d+)\}/g, (_: string, i: string) => {
    const value = text.values[Number(i)];
    if (isFieldName(value)) return label(value.field);
    return isText(value) ? render(value, language, label) : String(value);
  });
}

/** Spanish when the request's Accept-Language prefers it (its first tag), English otherwise. */
export function languageOf(req: Pick<FastifyRequest, 'headers'>): Language {
  const first = String(req.headers['accept-language'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}
