/**
 * The layout's keyboard map (issue 35) and the host of what it opens, kept tiny (it is in the console's first
 * JavaScript): Ctrl+K / ⌘K opens the command palette from anywhere; `?` the shortcuts; `/` focuses the list's search;
 * `g` then a letter goes to a main screen (./shortcuts.ts). None but Ctrl+K fires while typing, in a dialog or menu,
 * or with Ctrl, ⌘ or Alt held. The palette and the shortcuts load together the first time either is shown
 * (./Dialogs.tsx), then stay mounted; each gives the focus back where it was when it closes (MUI's Dialog).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { screens } from '../layout/screens';
import { GO_TO, NOT_HERE, type Shown } from './shortcuts';

const Dialogs = lazy(() => import('./Dialogs'));

/**
 * What is shown, kept outside the component: the layout may be drawn anew (a language's messages arriving) without
 * closing what is open. Undefined until first shown: nothing loaded.
 */
let shown: Shown | null | undefined;
const listeners = new Set<() => void>();
const show = (what: Shown | null) => {
  shown = what;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the palette (the app bar's search box). */
export const openPalette = () => show('palette');

export function PaletteKeys() {
  const navigate = useNavigate();
  const now = useSyncExternalStore(subscribe, () => shown);
  useEffect(() => {
    // When `g` was pressed: its letter is awaited for 1.5 s.
    let g = 0;
    const onKey = (e: KeyboardEvent) => {
      const { key } = e;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && key.toLowerCase() === 'k') {
        e.preventDefault();
        return show('palette');
      }
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || (e.target as Element).closest?.(NOT_HERE)) return;
      const waiting = Date.now() - g < 1500;
      g = key === 'g' && !waiting ? Date.now() : 0;
      const screen = waiting && screens.find((s) => s.key === GO_TO[key]);
      const search = key === '/' && document.querySelector<HTMLElement>('main input[name="q"]');
      if (screen) navigate(`/${screen.path}`);
      else if (key === '?') show('shortcuts');
      else if (search) search.focus();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
  return <Suspense fallback={null}>{now !== undefined && <Dialogs shown={now} onClose={() => show(null)} />}</Suspense>;
}
