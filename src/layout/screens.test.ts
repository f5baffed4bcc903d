/** Every screen of spec §2 is built: served by a declared resource or by a hand-written page. */
import { describe, expect, it } from 'vitest';
import { pageScreens } from '../routes';
import { pages } from './screens';

describe('the screens', () => {
  it('each have a page where no declared resource serves them', () => {
    expect(pageScreens.length).toBeGreaterThan(0);
    expect(pageScreens.filter((s) => !pages[s.key]).map((s) => s.key)).toEqual([]);
  });
});
