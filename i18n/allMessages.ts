/**
 * Every message in both languages, the lazy areas' included (lazyAreas.ts), for what reads them all at once:
 * the test that keeps the server's copy of the field labels equal to them (server/http/fieldLabels.test.ts) and the
 * key tests. The console never imports it: it loads each area with its screens.
 */
import { en as enBase } from './en';
import { es as esBase } from './es';
import { LAZY_AREAS } from './lazyAreas';

type Lang = 'en' | 'es';
type Areas = typeof LAZY_AREAS;
type AreaResources<L extends Lang> = { [A in keyof Areas]: (Awaited<ReturnType<Areas[A][L]>> & Record<L, { resources: object }>)[L]['resources'] }[keyof Areas];
type Every<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

async function withEveryArea<T extends { resources: object }, L extends Lang>(base: T, lang: L) {
  const loaded = await Promise.all(Object.values(LAZY_AREAS).map(async (a) => ((await a[lang]()) as Record<Lang, { resources: object }>)[lang]));
  const resources: T['resources'] & Every<AreaResources<L>> = Object.assign({}, base.resources, ...loaded.map((m) => m.resources));
  return { ...base, resources };
}

export const en = await withEveryArea(enBase, 'en');
export const es = await withEveryArea(esBase, 'es');
