import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { useInTurns } from './useInTurns';

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) r.unmount();
});

const ITEMS = Array.from({ length: 20 }, (_, i) => `item ${i}`);

/** Twenty items, and the commits that drew them (how many were on screen at each). */
function Items({ commits }: { commits: number[] }) {
  const shown = useInTurns(ITEMS.length, 6);
  return (
    <ul ref={(el) => void (el && commits.push(el.children.length))} data-shown={shown}>
      {ITEMS.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
      {shown === 20 && <li>Save</li>}
    </ul>
  );
}

it('draws a few items first, then a few more in each later commit, until all are there', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  const commits: number[] = [];
  flushSync(() => root.render(<Items commits={commits} />));
  expect(container.querySelectorAll('li')).toHaveLength(6);
  await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(21));
  // Never more than one turn at once: 6, 12, 18, then the last 2 with what goes below them.
  expect(commits.filter((n, i) => n !== commits[i - 1])).toEqual([6, 12, 18, 21]);
});
