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

export const LAZY_AREAS = {
  devices: { en: async () => (await import('./areas/devices')).en, es: async () => (await import('./areas/devices.es')).es },
  tools: { en: async () => (await import('./areas/tools')).en, es: async () => (await import('./areas/tools.es')).es },
  deviceFiles: { en: async () => (await import('./areas/deviceFiles')).en, es: async () => (await import('./areas/deviceFiles.es')).es },
  serviceCatalogue: {
    en: async () => (await import('./areas/serviceCatalogue')).en,
    es: async () => (await import('./areas/serviceCatalogue.es')).es,
  },
  lookupStore: { en: async () => (await import('./areas/lookupStore')).en, es: async () => (await import('./areas/lookupStore.es')).es },
  references: { en: async () => (await import('./areas/references')).en, es: async () => (await import('./areas/references.es')).es },
  messages: { en: async () => (await import('./areas/messages')).en, es: async () => (await import('./areas/messages.es')).es },
  reports: { en: async () => (await import('./areas/reports')).en, es: async () => (await import('./areas/reports.es')).es },
  files: { en: async () => (await import('./areas/files')).en, es: async () => (await import('./areas/files.es')).es },
  chat: { en: async () => (await import('./areas/chat')).en, es: async () => (await import('./areas/chat.es')).es },
  openingHours: { en: async () => (await import('./areas/openingHours')).en, es: async () => (await import('./areas/openingHours.es')).es },
  translations: { en: async () => (await import('./areas/translations')).en, es: async () => (await import('./areas/translations.es')).es },
  rag: { en: async () => (await import('./areas/rag')).en, es: async () => (await import('./areas/rag.es')).es },
  maintenance: { en: async () => (await import('./areas/maintenance')).en, es: async () => (await import('./areas/maintenance.es')).es },
  scanpro: { en: async () => (await import('./areas/scanpro')).en, es: async () => (await import('./areas/scanpro.es')).es },
  serviceRequests: {
    en: async () => (await import('./areas/serviceRequests')).en,
    es: async () => (await import('./areas/serviceRequests.es')).es,
  },
} satisfies Record<string, Record<Locale, () => Promise<AreaMessages>>>;

export type LazyArea = keyof typeof LAZY_AREAS;

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
    promise = LAZY_AREAS[area][lang]().then((messages) => {
      loaded[lang].set(area, messages);
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
