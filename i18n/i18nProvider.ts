/**
 * English and Spanish; English is the default and the fallback. The chosen locale is kept in hashed storage.
 * The Spanish messages are loaded when first needed (i18n/spanish.ts), a screen's area with the screen (lazyAreas.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { storage } from '../authProvider/storage';
import { en } from './en';
import { loadArea, missingAreas, withAreas } from './lazyAreas';
import { reportingMissingKeys } from './missingKeys';
import { loadSpanish, spanishIfLoaded } from './spanish';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/** The messages of a locale with the areas loaded so far (lazyAreas.ts): at once when all are loaded, else a promise of them. */
export function messagesFor(locale: string) {
  const base = locale === 'es' ? spanishIfLoaded() : en;
  const missing = missingAreas(locale);
  if (base && missing.length === 0) return withAreas(base, locale);
  return (async () => {
    const messages = locale === 'es' ? await loadSpanish() : en;
    await Promise.all(missing.map((area) => loadArea(area, locale)));
    return withAreas(messages, locale);
  })();
}

/** The stored locale; Spanish only once its messages are loaded (the shell loads them before the console). */
export function initialLocale(): 'en' | 'es' {
  return storage.get<string>('locale') === 'es' && spanishIfLoaded() ? 'es' : 'en';
}

/** Polyglot with our messages; a missing key is reported (missingKeys.ts), never shown humanised in silence. */
export const i18nProvider = reportingMissingKeys(Object.keys(en), (onMissingKey) =>
  polyglotI18nProvider(messagesFor, initialLocale(), locales, { allowMissing: true, onMissingKey }),
);
