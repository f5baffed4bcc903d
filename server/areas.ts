/**
 * The server's areas, loaded from contract/areas.ts's list: each is `server/modules/<area>/area.ts` (its manifest,
 * server/areaManifest.ts), so a new area is its folder plus its name in that list, and nothing here names one.
 * server/areaRegistry.ts builds the routes, migrations and seed steps from these; server/areas.test.ts checks each
 * folder with a manifest is listed and each listed area has one.
 */
import { type Area, AREAS } from '../contract/areas';
import type { AreaManifest } from './areaManifest';

const loaded = await Promise.all(
  AREAS.map(async (name) => {
    const module: { default: AreaManifest } = await import(`./modules/${name}/area.ts`);
    return [name, module.default] as const;
  }),
);

/** Every area's manifest by name. */
export const manifests = Object.fromEntries(loaded) as Record<Area, AreaManifest>;
