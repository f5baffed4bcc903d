/** English and Spanish; English is the default and the fallback. The chosen locale is kept in hashed storage. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { storage } from '../authProvider/storage';
import { en } from './en';
import { es } from './es';

export const locales = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

export const messagesFor = (locale: string) => (locale === 'es' ? es : en);

export function initialLocale(): 'en' | 'es' {
  return storage.get<string>('locale') === 'es' ? 'es' : 'en';
}

export const i18nProvider = polyglotI18nProvider(messagesFor, initialLocale(), locales, { allowMissing: true });
