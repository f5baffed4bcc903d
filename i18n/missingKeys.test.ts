import polyglotI18nProvider from 'ra-i18n-polyglot';
import { getFieldLabelTranslationArgs, type TranslationMessages } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_KEY_REPORT, reportingMissingKeys } from './missingKeys';

const messages = {
  en: { ra: { page: { list: '%{name} list' } }, resources: { partner: { name: 'Partner |||| Partners', fields: { name: 'Name' } } }, app: { hello: 'Hello %{who}' } },
  es: { ra: { page: { list: 'Lista de %{name}' } }, resources: { partner: { name: 'Socio |||| Socios', fields: { name: 'Nombre' } } }, app: { hello: 'Hola %{who}' } },
};
const provider = () =>
  reportingMissingKeys(Object.keys(messages.en), (onMissingKey) =>
    polyglotI18nProvider((locale) => messages[locale as 'en' | 'es'] as unknown as TranslationMessages, 'en', [{ locale: 'en' }, { locale: 'es' }], { allowMissing: true, onMissingKey }),
  );
const reports = () => vi.mocked(console.error).mock.calls.map((c) => String(c[0]));

describe('a missing translation key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is reported once per language when react-admin makes a field label, and the humanised default still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = provider();
    const [key, options] = getFieldLabelTranslationArgs({ resourceFromContext: 'partner', source: 'phoneCC' });
    expect(i18n.translate(key, options)).toBe('Phone c c');
    i18n.translate(key, options);
    expect(reports()).toEqual([`${MISSING_KEY_REPORT} "resources.partner.fields.phoneCC" (en)`]);
    await i18n.changeLocale('es');
    i18n.translate(key, options);
    expect(reports()).toHaveLength(2);
    expect(reports()[1]).toBe(`${MISSING_KEY_REPORT} "resources.partner.fields.phoneCC" (es)`);
  });

  it("is reported for a resource's name, a key asked without a default and a label naming its key", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = provider();
    expect(i18n.translate('resources.business.name', { smart_count: 2, _: 'Businesses' })).toBe('Businesses');
    expect(i18n.translate('app.list.nothing')).toBe('app.list.nothing');
    expect(i18n.translate('app.menu.nowhere', { _: 'app.menu.nowhere' })).toBe('app.menu.nowhere');
    expect(reports().map((r) => /"(.+)"/.exec(r)?.[1])).toEqual(['resources.business.name', 'app.list.nothing', 'app.menu.nowhere']);
  });

  it("is not reported for a present key, react-admin's optional keys with a real default, or plain text", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = provider();
    expect(i18n.translate('resources.partner.fields.name', { _: 'Name' })).toBe('Name');
    expect(i18n.translate('app.hello', { who: 'Ana' })).toBe('Hello Ana');
    expect(i18n.translate('resources.partner.page.list', { _: i18n.translate('ra.page.list', { name: 'Partners' }) })).toBe('Partners list');
    expect(i18n.translate('Mercedes-Benz', { _: 'Mercedes-Benz' })).toBe('Mercedes-Benz');
    expect(i18n.translate('A message from the server.')).toBe('A message from the server.');
    expect(reports()).toEqual([]);
  });
});
