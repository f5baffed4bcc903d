/**
 * Every message in both languages, the lazy areas' included (lazyAreas.ts), for what reads them all at once:
 * the test that keeps the server's copy of the field labels equal to them (server/http/fieldLabels.test.ts) and the
 * key tests. The console never imports it: it loads each area with its screens.
 */
import { en as enBase } from './en';
import { es as esBase } from './es';
import { LAZY_AREAS } from './lazyAreas';

type Lang = 'en' | 'es';
/** The areas' resources, found by file name (lazyAreas.ts), so typed only as labels by resource. */
type AreaResources = Record<string, Record<string, unknown>>;

async function withEveryArea<T extends { resources: object }>(base: T, lang: Lang) {
  const loaded = await Promise.all(Object.values(LAZY_AREAS).map(async (a) => lang === 'en' ? (await a.en()).en : (await a.es()).es));
  const resources: T['resources'] & AreaResources = Object.assign({}, base.resources, ...loaded.map((m) => m.resources));
  return { ...base, resources };
}

export const en = await withEveryArea(enBase, 'en');
export const es = await withEveryArea(esBase, 'es');
