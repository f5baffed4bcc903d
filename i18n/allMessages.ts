/**
 * Every message in both languages, the lazy areas' included (lazyAreas.ts), for what reads them all at once:
 * the server's field labels (server/http/fieldLabels.ts) and the key tests. The console never imports it: it
 * loads each area with its screens.
 */
import { en as enBase } from './en';
import { es as esBase } from './es';
import { LAZY_AREAS } from './lazyAreas';

const areas = Object.values(LAZY_AREAS);

async function withEveryArea<T extends { resources: object }>(base: T, lang: 'en' | 'es'): Promise<T> {
  const loaded = await Promise.all(areas.map((a) => a[lang]()));
  return { ...base, resources: Object.assign({}, base.resources, ...loaded.map((m) => m.resources)) };
}

export const en = await withEveryArea(enBase, 'en');
export const es = await withEveryArea(esBase, 'es');
