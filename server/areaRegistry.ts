/**
 * The server's registries, built from the areas' manifests (server/areas.ts): the routes app.ts registers, the
 * migrations, the demo seed's steps and the Spanish of the server's messages. Nothing here names an area.
 */
import { AREAS } from '../contract/areas';
import type { AreaManifest } from './areaManifest';
import { manifests } from './areas';
import { addSpanish } from './http/text.es';

/** Every area's manifest, in the order of AREAS. */
export const areaManifests: AreaManifest[] = AREAS.map((name) => manifests[name]);

// The areas' Spanish joins the one table render() reads, as soon as the areas are loaded: the app, the migrations
// and the seed import this module, so every process that answers a request has it. (text.ts cannot import the areas:
// they import it, and the message catalogue would sit in an import circle with every route.)
for (const area of areaManifests) if (area.spanish) addSpanish(area.name, area.spanish);

/**
 * One table of the areas' named parts (migrations, seed steps), sorted by name, with `core`'s: a name declared twice
 * is refused, as the second would silently replace the first.
 */
export function joinByName<T>(part: (area: AreaManifest) => Record<string, T> | undefined, core: Record<string, T> = {}): Record<string, T> {
  const all = [Object.entries(core), ...areaManifests.map((area) => Object.entries(part(area) ?? {}))].flat();
  const table: Record<string, T> = {};
  for (const [name, value] of all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (name in table) throw new Error(`${name} is declared twice by the areas' manifests`);
    table[name] = value;
  }
  return table;
}
