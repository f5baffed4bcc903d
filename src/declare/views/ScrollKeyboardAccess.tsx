/**
 * A table wider than its box scrolls sideways inside it (src/theme.ts). A list whose rows hold nothing focusable (a
 * read-only log) would leave that scroll out of a keyboard's reach: the box then takes the focus itself, named by
 * the list, so the arrow keys scroll it (axe's scrollable-region-focusable). It keeps watching the table's width.
 */
import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';

export function ScrollKeyboardAccess({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      const box = root.querySelector<HTMLElement>('.RaDataTable-tableWrapper');
      if (!box) return;
      // A cut text's tooltip (TruncatedText) takes the focus too, but the scroll is the list's: only controls count.
      const scrolls = box.scrollWidth > box.clientWidth && !box.querySelector('a[href], button, input, select, textarea');
      if (scrolls) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else if (box.hasAttribute('role')) {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    // Browsers without layout (a test's DOM) have no ResizeObserver: the table's changes alone are watched there.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    const changed = new MutationObserver(() => {
      const box = root.querySelector('.RaDataTable-tableWrapper');
      if (box) resized?.observe(box);
      update();
    });
    changed.observe(root, { childList: true, subtree: true });
    update();
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, [label]);
  return <Box ref={ref}>{children}</Box>;
}
