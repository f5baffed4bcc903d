/**
 * MUI's `useScrollTrigger` (react-admin's app bar hides on scroll with it, and its sidebar moves up with the app bar),
 * without reading the scroll position as it mounts: that read made the browser lay the page out inside the task that
 * first drew a list (some 40 ms of one long task at Lighthouse's 4× CPU), while a console screen opens at its top.
 * From the first scroll on, and when its options change, it answers as MUI's: true past `threshold` going down, false
 * as soon as the page goes up (unless `disableHysteresis`). vite.config.ts aliases MUI's module to this one;
 * useScrollTrigger.test.tsx checks it against MUI's over the same scrolls.
 */
import { useEffect, useRef, useState } from 'react';

interface Options {
  disableHysteresis?: boolean;
  target?: Node | Window | null;
  threshold?: number;
}

type Store = { current: number | undefined };

function defaultTrigger(store: Store, options: Options & { target?: Node | Window | null }): boolean {
  const { disableHysteresis = false, threshold = 100, target } = options;
  const previous = store.current;
  if (target) store.current = (target as Window).pageYOffset !== undefined ? (target as Window).pageYOffset : (target as Element).scrollTop;
  if (!disableHysteresis && previous !== undefined && store.current !== undefined && store.current < previous) return false;
  return (store.current ?? 0) > threshold;
}

const defaultTarget = typeof window !== 'undefined' ? window : null;

export default function useScrollTrigger(options: Options & { getTrigger?: typeof defaultTrigger } = {}): boolean {
  const { getTrigger = defaultTrigger, target = defaultTarget, ...other } = options;
  const store = useRef<number | undefined>(undefined);
  const [trigger, setTrigger] = useState(false);
  const mounted = useRef(false);
  const deps = JSON.stringify(other);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as MUI's, its options compared by value (deps).
  useEffect(() => {
    if (target === null) {
      setTrigger(false);
      return;
    }
    const handleScroll = () => setTrigger(getTrigger(store, { target, ...other }));
    // Not on mount (the page is at its top, and the read would lay it out); again when the options change.
    if (mounted.current) handleScroll();
    mounted.current = true;
    target.addEventListener('scroll', handleScroll, { passive: true });
    return () => target.removeEventListener('scroll', handleScroll);
  }, [target, getTrigger, deps]);
  return trigger;
}
