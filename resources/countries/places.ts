/**
 * Countries and states as references: a country by its abbreviation (what addresses, the business list's filter
 * and insurance companies hold), named in the console's language and found by its name in English or Spanish or
 * by its code; a state by its abbreviation, its choices narrowed to the country another field holds; a time zone by
 * its IANA name, shown by its display name.
 */
import { countrystateContract } from '../../contract/countrystate';
import { referencesContract } from '../../contract/references';
import type { FieldOptions } from '../../src/declare/defineResource';

/** The console's languages (i18n/i18nProvider.ts): a country is found by its name in any of them. */
const LANGUAGES = ['en', 'es'];
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country code's name in a language (CLDR's, in the browser), or undefined for a code that is not ISO 3166's. */
export function regionName(code: unknown, locale: string): string | undefined {
  try {
    if (!regionNames.has(locale)) regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    return regionNames.get(locale)?.of(String(code));
  } catch {
    // A code Intl refuses (three letters): the catalogue's name stands.
    return undefined;
  }
}

/** The countries (lookup/Countries): the catalogue's name is the English one; another language's comes from CLDR. */
export const countryOptions: FieldOptions = {
  endpoint: referencesContract.countries,
  id: 'abbreviation',
  name: 'name',
  label: (row, locale) => (locale && locale !== 'en' ? regionName(row.abbreviation, locale) : undefined) ?? String(row.name),
  aka: (row) => [String(row.name), String(row.abbreviation), ...LANGUAGES.map((l) => regionName(row.abbreviation, l) ?? '')].filter(Boolean),
};

/** The states (countrystate/StateProvinces), each named with its code as addresses show it; those of the country at `countrySource`. */
export const stateOptions = (countrySource: string): FieldOptions => ({
  endpoint: countrystateContract.stateProvinces,
  id: 'abbreviation',
  name: 'name',
  label: (row) => `${row.name} (${row.abbreviation})`,
  narrowBy: { source: countrySource, param: 'country' },
});

/** A time zone's name in a language, with its city: "hora oriental (Toronto)"; undefined for a zone Intl does not know. */
function zoneName(zone: string, locale: string): string | undefined {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value;
    return name && `${name} (${zone.split('/').pop()?.replaceAll('_', ' ')})`;
  } catch {
    return undefined;
  }
}

/**
 * The time zones of the catalogue (lookup/TimeZones), a business's by its IANA name: shown by the catalogue's
 * display name in English, by CLDR's in another language, and found by the IANA name too.
 */
export const timeZoneOptions: FieldOptions = {
  endpoint: referencesContract.timeZones,
  id: 'text',
  name: 'text',
  label: (row, locale) => (locale && locale !== 'en' ? zoneName(String(row.text), locale) : undefined) ?? String(row.label || row.text),
  aka: (row) => [String(row.text), String(row.label ?? '')].filter(Boolean),
};
