/** The console's area manifests against the one list of areas (contract/areas.ts): one each, named alike. */
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../contract/areas';
import { LAZY_AREAS } from '../../i18n/lazyAreas';
import { areas, manifestFiles } from '.';

describe("the console's areas", () => {
  it('has one manifest per area of contract/areas.ts, and none other', () => {
    expect([...manifestFiles].sort()).toEqual([...AREAS].sort());
  });

  it('names each manifest as its file, in the list’s order', () => {
    expect(areas.map((a) => a.name)).toEqual([...AREAS]);
  });

  it('gives every screen one area, every resource one area, and each page a screen of its own area', () => {
    const screenKeys = areas.flatMap((a) => a.screens.map((s) => s.key));
    expect(new Set(screenKeys).size).toBe(screenKeys.length);
    const resources = areas.flatMap((a) => a.resources.map((r) => r.name));
    expect(new Set(resources).size).toBe(resources.length);
    for (const area of areas) for (const page of Object.keys(area.pages)) expect(area.screens.map((s) => s.key), `${area.name}: page ${page}`).toContain(page);
  });

  it('names only message areas that exist (i18n/areas/<name>.ts and .es.ts), and each such pair is named by some area', () => {
    const named = new Set(areas.flatMap((a) => [a.messages, ...a.resources.map((r) => r.messages)]).filter((m) => m !== undefined));
    for (const name of named) expect(Object.keys(LAZY_AREAS), `message area ${name}`).toContain(name);
    expect(Object.keys(LAZY_AREAS).filter((name) => !named.has(name))).toEqual([]);
  });
});
