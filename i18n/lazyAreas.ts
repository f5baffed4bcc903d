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
  devices: { en: () => import('./areas/devices'), es: () => import('./areas/devices.es') },
  tools: { en: () => import('./areas/tools'), es: () => import('./areas/tools.es') },
  deviceFiles: { en: () => import('./areas/deviceFiles'), es: () => import('./areas/deviceFiles.es') },
  serviceCatalogue: { en: () => import('./areas/serviceCatalogue'), es: () => import('./areas/serviceCatalogue.es') },
  lookupStore: { en: () => import('./areas/lookupStore'), es: () => import('./areas/lookupStore.es') },
  references: { en: () => import('./areas/references'), es: () => import('./areas/references.es') },
  messages: { en: () => import('./areas/messages'), es: () => import('./areas/messages.es') },
  reports: { en: () => import('./areas/reports'), es: () => import('./areas/reports.es') },
  files: { en: () => import('./areas/files'), es: () => import('./areas/files.es') },
  chat: { en: () => import('./areas/chat'), es: () => import('./areas/chat.es') },
  openingHours: { en: () => import('./areas/openingHours'), es: () => import('./areas/openingHours.es') },
  translations: { en: () => import('./areas/translations'), es: () => import('./areas/translations.es') },
  rag: { en: () => import('./areas/rag'), es: () => import('./areas/rag.es') },
  maintenance: { en: () => import('./areas/maintenance'), es: () => import('./areas/maintenance.es') },
  scanpro: { en: () => import('./areas/scanpro'), es: () => import('./areas/scanpro.es') },
  dashboards: { en: () => import('./areas/dashboards'), es: () => import('./areas/dashboards.es') },
  serviceRequests: { en: () => import('./areas/serviceRequests'), es: () => import('./areas/serviceRequests.es') },
  businessUsers: { en: () => import('./areas/businessUsers'), es: () => import('./areas/businessUsers.es') },
  partners: { en: () => import('./areas/partners'), es: () => import('./areas/partners.es') },
} satisfies Record<string, { en: () => Promise<{ en: AreaMessages }>; es: () => Promise<{ es: AreaMessages }> }>;

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
    // Each area's module exports its messages under its language's name (`en`, `es`).
    promise = LAZY_AREAS[area][lang]().then((module) => {
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
