/** The useScrollTrigger react-admin's app bar and sidebar get (vite.config.ts) answers as MUI's over the same scrolls. */
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import muiUseScrollTrigger from '../../node_modules/@mui/material/useScrollTrigger/useScrollTrigger.mjs';
import useScrollTrigger from './useScrollTrigger';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

function Both({ seen, options }: { seen: { ours: boolean[]; mui: boolean[] }; options?: { threshold?: number; disableHysteresis?: boolean } }) {
  seen.ours.push(useScrollTrigger(options));
  seen.mui.push((muiUseScrollTrigger as (o?: object) => boolean)(options));
  return null;
}

describe('useScrollTrigger without its read on mount', () => {
  for (const options of [undefined, { threshold: 0 }, { disableHysteresis: true }]) {
    it(`hides past the threshold going down and shows going up, as MUI's (${JSON.stringify(options ?? {})})`, () => {
      Object.defineProperty(window, 'pageYOffset', { value: 0, configurable: true });
      const seen = { ours: [] as boolean[], mui: [] as boolean[] };
      const last = () => [seen.ours[seen.ours.length - 1], seen.mui[seen.mui.length - 1]];
      render(<Both seen={seen} options={options} />);
      const answers: boolean[] = [];
      for (const y of [0, 50, 150, 400, 350, 360, 20, 0, 500]) {
        scrollTo(y);
        const [ours, mui] = last();
        expect(ours, `at ${y}`).toBe(mui);
        answers.push(ours);
      }
      // It does change: shown at the top, hidden down the page (with hysteresis, shown again on the way up).
      expect(answers).toContain(true);
      expect(answers).toContain(false);
    });
  }
});
