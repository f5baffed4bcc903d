/**
 * The layout's keyboard map (issue 35) and the host of what it opens, kept tiny (it is in the console's first
 * JavaScript): Ctrl+K / ⌘K opens the command palette from anywhere; `?` the shortcuts; `/` focuses the list's search;
 * `g` then a letter goes to a main screen (./shortcuts.ts). None but Ctrl+K fires while typing, in a dialog or menu,
 * or with Ctrl, ⌘ or Alt held. The palette and the shortcuts load together the first time either is shown
 * (./Dialogs.tsx), then stay mounted; on close the focus goes back where it was.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { screens } from '../layout/screens';
import { G_WAIT_MS, GO_TO, isTyping, type Shown } from './shortcuts';

const Dialogs = lazy(() => import('./Dialogs'));

let show: ((what: Shown) => void) | undefined;

/** Opens the palette (the app bar's search box). */
export const openPalette = () => show?.('palette');

export function PaletteKeys() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [loaded, setLoaded] = useState(false);
  const back = useRef<Element | null>(null);
  useEffect(() => {
    show = (what) => {
      back.current ??= document.activeElement;
      setLoaded(true);
      setShown(what);
    };
    let g = 0;
    const onKey = (e: KeyboardEvent) => {
      const { key, target } = e;
      if (e.defaultPrevented) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && key.toLowerCase() === 'k') {
        e.preventDefault();
        return show?.('palette');
      }
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(target) || (target as Element).closest?.('[role=dialog],[role=menu],[role=listbox]')) return;
      const waiting = Date.now() - g < G_WAIT_MS;
      g = key === 'g' && !waiting ? Date.now() : 0;
      const screen = waiting && screens.find((s) => s.key === GO_TO[key]);
      const search = key === '/' && document.querySelector<HTMLElement>('main input[name="q"]');
      if (screen) navigate(`/${screen.path}`);
      else if (key === '?') show?.('shortcuts');
      else if (search) search.focus();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      show = undefined;
      document.removeEventListener('keydown', onKey);
    };
  }, [navigate]);
  const close = (refocus = true) => {
    setShown(null);
    const el = back.current as HTMLElement | null;
    back.current = null;
    if (refocus && el?.isConnected) requestAnimationFrame(() => el.focus());
  };
  return <Suspense fallback={null}>{loaded && <Dialogs shown={shown} onClose={close} />}</Suspense>;
}
