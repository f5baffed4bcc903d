import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { InSlices } from './InSlices';

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) r.unmount();
});

it('leaves its children out of an urgent render and builds them right after, in a transition', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  roots.push(root);
  flushSync(() =>
    root.render(
      <>
        <h1>Title</h1>
        <InSlices>
          <p>Form</p>
        </InSlices>
      </>,
    ),
  );
  // The urgent render committed the rest of the page without the children.
  expect(container.textContent).toBe('Title');
  await waitFor(() => expect(container.textContent).toBe('TitleForm'));
});
