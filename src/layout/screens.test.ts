/** Every screen of spec §2 is built: served by a declared resource or by a hand-written page, under a path of spec §6's table. */
import { describe, expect, it } from 'vitest';
import { permissionKey, permissionTable } from '../../contract/permissions';
import { pageScreens } from '../routes';
import { pages, screens } from './screens';

describe('the screens', () => {
  it('each have a page where no declared resource serves them', () => {
    expect(pageScreens.length).toBeGreaterThan(0);
    expect(pageScreens.filter((s) => !pages[s.key]).map((s) => s.key)).toEqual([]);
  });

  it('are the paths of the permission table: each screen under one, each list path of the table a screen', () => {
    for (const screen of screens) expect(Object.keys(permissionTable), screen.key).toContain(permissionKey(`/${screen.path}`));
    const forms = /\/(create|update)$/;
    // Spec §6's table lists /service-element-translation, though §2 puts the screen at admin/rag/service-element-translation.
    const specOnly = ['/service-element-translation'];
    const screenPaths = new Set(screens.map((s) => permissionKey(`/${s.path}`)));
    expect(Object.keys(permissionTable).filter((path) => !forms.test(path) && !screenPaths.has(path) && !specOnly.includes(path))).toEqual([]);
  });
});
