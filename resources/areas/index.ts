/**
 * The console's areas, each declared by its manifest `./<area>.ts` (src/declare/area.ts): found here by their file names,
 * in the order of contract/areas.ts, the one list of area names both sides build from. Adding an area is its
 * name there and its manifest here: nothing to list by hand (./areas.test.ts holds the two to each other).
 */
import { AREAS } from '../../contract/areas';
import type { Area } from '../../src/declare/area';

const manifests = import.meta.glob<Area>(['./*.ts', '!./index.ts', '!./*.test.ts'], { eager: true, import: 'default' });

const byName = new Map(Object.entries(manifests).map(([file, area]) => [file.slice(2, -3), area]));

export const areas: Area[] = AREAS.flatMap((name) => byName.get(name) ?? []);

/** The manifests' file names, for the test that holds them to the list of areas. */
export const manifestFiles = [...byName.keys()];
