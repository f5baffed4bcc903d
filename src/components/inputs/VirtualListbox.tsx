/**
 * An Autocomplete listbox that renders only the options in view (plus a few
 * either side), so a list of ten thousand stays as fast as a list of ten.
 * Options have a fixed height; the `highlighted` option (the keyboard's) is
 * scrolled into view, as Autocomplete cannot scroll to an option not rendered.
 */
import { Children, forwardRef, type HTMLAttributes, useCallback, useLayoutEffect, useRef, useState } from 'react';

export const OPTION_HEIGHT = 40;
const IN_VIEW = 8;
const OVERSCAN = 6;

type Props = HTMLAttributes<HTMLUListElement> & { highlighted?: number };

export const VirtualListbox = forwardRef<HTMLUListElement, Props>(function VirtualListbox({ children, style, onScroll, highlighted = -1, ...props }, ref) {
  const items = Children.toArray(children);
  const element = useRef<HTMLUListElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // Stable: Autocomplete resets its highlight whenever its listbox ref is set again.
  const setRef = useCallback(
    (el: HTMLUListElement | null) => {
      element.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const list = element.current;
    if (!list || highlighted < 0) return;
    const top = highlighted * OPTION_HEIGHT;
    const height = IN_VIEW * OPTION_HEIGHT;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + OPTION_HEIGHT > list.scrollTop + height) list.scrollTop = top + OPTION_HEIGHT - height;
    setScrollTop(list.scrollTop);
  }, [highlighted]);
  const first = Math.max(0, Math.floor(scrollTop / OPTION_HEIGHT) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil(scrollTop / OPTION_HEIGHT) + IN_VIEW + OVERSCAN);
  return (
    <ul
      {...props}
      ref={setRef}
      style={{ ...style, maxHeight: IN_VIEW * OPTION_HEIGHT, overflow: 'auto', paddingTop: 0, paddingBottom: 0 }}
      onScroll={(e) => {
        onScroll?.(e);
        setScrollTop(e.currentTarget.scrollTop);
      }}
    >
      <li aria-hidden style={{ height: first * OPTION_HEIGHT }} />
      {items.slice(first, last)}
      <li aria-hidden style={{ height: (items.length - last) * OPTION_HEIGHT }} />
    </ul>
  );
});
