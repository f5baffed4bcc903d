/** Every entry says of its resource what its declaration says: the shell's routes, menu and <Resource> are made from the entries before the declarations load. */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { opensRecords } from './defineResource';
import { registry } from './registry';

describe('the registry', () => {
  it('names each resource once', () => {
    const names = registry.map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it.each(registry.map((r) => [r.name, r]))('holds %s to its declaration', async (_name, entry) => {
    const d = await entry.load();
    const { load: _load, loaded: _loaded, ...written } = entry;
    expect(d).toMatchObject(written);
    expect(entry.loaded()).toBe(d);
    // The pages the routes are made for: a create form where a table saves, a page of its own where a record opens.
    expect(entry.pages.includes('create')).toBe(d.view === 'table' && Boolean(d.endpoints.save));
    expect(entry.pages.includes('edit')).toBe(opensRecords(d));
    expect(['id', ...d.fields.map((f) => f.source)]).toContain(entry.recordRepresentation);
  });

  it('finds the labels of every resource: in its message area, or with the menu’s in en.ts', () => {
    const inConsole = en.resources as Record<string, unknown>;
    expect(registry.filter((r) => !r.messages && !inConsole[r.name]).map((r) => r.name)).toEqual([]);
  });
});
