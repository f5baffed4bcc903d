/**
 * Message areas loaded with their screens, not with the console: a screen's labels (its fields, tabs, dialogs)
 * reach the browser the first time the screen is shown, so the JavaScript before the first list does not grow
 * with every screen added (bench/bundle.ts). The menu's labels stay in en.ts and es.ts.
 *
 * An area is loaded in the language shown (`loadArea`); a language switched to later loads every area loaded
 * so far (`missingAreas`, used by i18nProvider.ts), so a screen on view keeps its labels.
 */
type AreaMessages = { resources: Record<string, unknown> };
type Locale = 'en' | 'es';

type Loader<L extends Locale> = () => Promise<Record<L, AreaMessages>>;

// Each area is a pair of files in ./areas, `<area>.ts` (English, exported as `en`) and `<area>.es.ts` (Spanish, `es`),
// found by name: a new area adds its two files and nothing here. areaMenus.ts (.es.ts) holds menu labels, loaded with the console's messages.
const english = import.meta.glob<{ en: AreaMessages }>(['./areas/*.ts', '!./areas/*.es.ts', '!./areas/areaMenus.ts']);
const spanish = import.meta.glob<{ es: AreaMessages }>(['./areas/*.es.ts', '!./areas/areaMenus.es.ts']);
const nameOf = (path: string) => path.replace(/^\.\/areas\//, '').replace(/(\.es)?\.ts$/, '');

/** Every lazy message area by name, with its loader per language. */
export const LAZY_AREAS: Record<string, { en: Loader<'en'>; es: Loader<'es'> }> = Object.fromEntries(
  Object.entries(english).map(([path, en]) => {
    const es = spanish[path.replace(/\.ts$/, '.es.ts')];
    if (!es) throw new Error(`${path} has no Spanish (${path.replace(/\.ts$/, '.es.ts')})`);
    return [nameOf(path), { en, es }];
  }),
);

/** The name of a lazy message area: a file of ./areas (i18n/lazyAreas.test.ts checks each one named by a screen exists). */
export type LazyArea = string;

const loaded: Record<Locale, Map<LazyArea, AreaMessages>> = { en: new Map(), es: new Map() };
const loading = new Map<string, Promise<void>>();
const asLocale = (locale: string): Locale => (locale === 'es' ? 'es' : 'en');

export const isAreaLoaded = (area: LazyArea, locale: string) => loaded[asLocale(locale)].has(area);

/** Loads an area's messages in one language, once. */
export function loadArea(area: LazyArea, locale: string): Promise<void> {
  const lang = asLocale(locale);
  const key = `${area}:${lang}`;
  let promise = loading.get(key);
  if (!promise) {
    // Each area's module exports its messages under its language's name (`en`, `es`).
    const loaders = LAZY_AREAS[area];
    if (!loaders) return Promise.reject(new Error(`No message area ${area} in i18n/areas`));
    promise = loaders[lang]().then((module) => {
      loaded[lang].set(area, (module as Partial<Record<Locale, AreaMessages>>)[lang] as AreaMessages);
    });
    // A failed load (the network) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The areas loaded in some language but not yet in `locale`. */
export function missingAreas(locale: string): LazyArea[] {
  const lang = asLocale(locale);
  const all = new Set<LazyArea>([...loaded.en.keys(), ...loaded.es.keys()]);
  return [...all].filter((a) => !loaded[lang].has(a));
}

/** `messages` with the areas loaded in `locale` merged in. */
export function withAreas<T extends { resources: object }>(messages: T, locale: string): T {
  const areas = [...loaded[asLocale(locale)].values()];
  if (areas.length === 0) return messages;
  return { ...messages, resources: Object.assign({}, messages.resources, ...areas.map((a) => a.resources)) };
}
