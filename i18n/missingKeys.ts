/**
 * A missing translation key made observable: react-admin shows a field's humanised source ("Phone c c") or a
 * raw key where a label is missing, which no test notices. Here `translate` reports each missing key once per
 * language with `console.error`, in every build (the browser tests drive the production build, and a missing
 * key in production is a defect worth one console line); the browser tests' harness fails the test it happens
 * in (tests/e2e/harness.ts).
 */
import type { I18nProvider } from 'react-admin';

/** What a missing key's report starts with. */
export const MISSING_KEY_REPORT = '[i18n] Missing translation key';

// react-admin's resource and field labels: when missing, it shows its own default, the humanised source.
const labelKey = /^resources\.[^.]+\.(name|fields\..+)$/;
// Returned by polyglot for a key it does not hold when it is asked without a default.
const ABSENT = '\u0000absent';

/**
 * The provider `make` builds (given the `onMissingKey` to pass polyglot), its `translate` reporting a missing
 * key of `namespaces` (the catalogue's top-level keys: a text outside them is not a key). Reported: a label
 * react-admin makes (a resource's name, a field's label: its default is the humanised source), and a key asked
 * without a default of its own (or with itself as default: a label naming its key). Not reported: react-admin's
 * optional keys asked with a real default (`resources.<name>.page.list` falls back to `ra.page.list`), and text.
 */
export function reportingMissingKeys(namespaces: string[], make: (onMissingKey: () => string) => I18nProvider): I18nProvider {
  const provider = make(() => ABSENT);
  const looksLikeKey = new RegExp(`^(${namespaces.join('|')})\\.[\\w.-]+$`);
  const reported = new Set<string>();
  return {
    ...provider,
    translate: (key, options = {}) => {
      const fallback = options._;
      const hasDefault = typeof fallback === 'string';
      if (hasDefault && fallback !== key && !labelKey.test(key)) return provider.translate(key, options);
      const text = provider.translate(key, { ...options, _: undefined });
      if (text !== ABSENT) return text;
      const locale = provider.getLocale();
      if (looksLikeKey.test(key) && !reported.has(`${locale}:${key}`)) {
        reported.add(`${locale}:${key}`);
        console.error(`${MISSING_KEY_REPORT} "${key}" (${locale})`);
      }
      // What polyglot shows for a missing key: the default, else the key itself.
      return provider.translate(key, { ...options, _: hasDefault ? fallback : key });
    },
  };
}
