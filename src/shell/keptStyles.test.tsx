import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { storage } from '../../authProvider/storage';
import { keepStylesWhenLeaving, putStylesBack } from './keptStyles';

/**
 * A page drawing one MUI box, styled by a new emotion cache made as emotion makes the console's (key `css`), as on a
 * new visit.
 */
function visit(): { className: string; leave: () => void } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const box = <Box sx={{ color: 'rgb(1, 2, 3)', '&:hover': { color: 'rgb(4, 5, 6)' } }}>box</Box>;
  flushSync(() => root.render(<CacheProvider value={createCache({ key: 'css' })}>{box}</CacheProvider>));
  const className = [...(container.firstElementChild?.classList ?? [])].find((c) => c.startsWith('css-')) ?? '';
  const leave = () => {
    root.unmount();
    container.remove();
  };
  return { className, leave };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};
const emotionStyles = () => [...document.head.querySelectorAll('style[data-emotion]')];
const rulesNaming = (className: string) =>
  emotionStyles().flatMap((s) => [...((s as HTMLStyleElement).sheet?.cssRules ?? [])].filter((r) => r.cssText.includes(`.${className}`)));

afterEach(() => {
  for (const style of emotionStyles()) style.remove();
  storage.remove('styles');
});

it("keeps the rules emotion inserted when the page is hidden, and the next visit's emotion takes them without inserting them again", () => {
  keepStylesWhenLeaving();
  const first = visit();
  expect(first.className).toMatch(/^css-/);
  expect(rulesNaming(first.className)).toHaveLength(2);
  hide();
  first.leave();
  const kept = storage.get<{ ids: string; css: string }>('styles');
  expect(kept?.ids.split(' ')).toContain(first.className.slice('css-'.length));
  expect(kept?.css).toContain('rgb(4, 5, 6)');

  for (const style of emotionStyles()) style.remove();
  putStylesBack();
  const second = visit();
  expect(second.className).toBe(first.className);
  // The rules are there once, in the element put back; emotion added none.
  expect(rulesNaming(second.className)).toHaveLength(2);
  expect(emotionStyles().filter((s) => s.getAttribute('data-emotion') === 'css')).toHaveLength(0);
  second.leave();
});

it('puts nothing back when nothing was kept, and an emotion that starts then inserts its rules as usual', () => {
  putStylesBack();
  expect(emotionStyles()).toHaveLength(0);
  const page = visit();
  expect(rulesNaming(page.className)).toHaveLength(2);
  page.leave();
});
