/**
 * A lookup item's text in a language (issue 31): its translation into that language, else its English (`text`).
 * The console names the items it loads with it (pickers, chips, list cells, its CSV); the server writes the same rule
 * in SQL where it names an item inside another answer (server/modules/lookup/lookupTexts.ts). Plain, no zod: the
 * console bundles it as it is.
 */
export interface TranslatedText {
  text: string;
  translations?: Record<string, string> | null;
}

export function lookupText(item: TranslatedText, language: string): string {
  return item.translations?.[language] ?? item.text;
}
