/**
 * A page of the harness's own test (harness.e2e.ts), bundled by it: the console's i18n provider (polyglot with
 * i18n/missingKeys.ts) labels two fields as react-admin does, with its key and the humanised source as default.
 * Spanish has only the first: the second shows "Phone c c", and the provider reports it.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { reportingMissingKeys } from '../../../i18n/missingKeys';

const spanish = { resources: { partner: { fields: { name: 'Nombre' } } } } as unknown as TranslationMessages;
const i18n = reportingMissingKeys(['resources'], (onMissingKey) =>
  polyglotI18nProvider(() => spanish, 'es', [{ locale: 'es', name: 'Español' }], { allowMissing: true, onMissingKey }),
);
for (const [source, humanised] of [
  ['name', 'Name'],
  ['phoneCC', 'Phone c c'],
]) {
  const label = document.createElement('label');
  label.textContent = i18n.translate(`resources.partner.fields.${source}`, { _: humanised });
  document.querySelector('main')?.append(label);
}
