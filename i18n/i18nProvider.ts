/**
 * English and Spanish; English is the default and the fallback. The chosen locale is kept in hashed storage.
 * The Spanish messages are loaded when first needed (i18n/spanish.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { storage } from '../authProvider/storage';
import { en } from './en';
import { loadSpanish, spanishIfLoaded } from './spanish';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/** The messages of a locale: at once when loaded, else a promise of them. */
export const messagesFor = (locale: string) => (locale === 'es' ? (spanishIfLoaded() ?? loadSpanish()) : en);

/** The stored locale; Spanish only once its messages are loaded (the shell loads them before the console). */
export function initialLocale(): 'en' | 'es' {
  return storage.get<string>('locale') === 'es' && spanishIfLoaded() ? 'es' : 'en';
}

export const i18nProvider = polyglotI18nProvider(messagesFor, initialLocale(), locales, { allowMissing: true });
