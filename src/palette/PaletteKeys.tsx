/**
 * The layout's keyboard map (issue 35) and the host of what it opens: Ctrl+K / ⌘K opens the command palette from
 * anywhere; `?` the shortcuts; `/` focuses the list's search; `g` then a letter goes to a main screen (./shortcuts.ts).
 * None but Ctrl+K fires while typing, in a dialog, or with Ctrl, ⌘ or Alt held. The palette and the dialog load when
 * first shown; the palette is then kept mounted, so it reopens at once.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { screens } from '../layout/screens';
import { setShow, type Shown } from './open';
import { G_WAIT_MS, GO_TO, isTyping } from './shortcuts';

const Palette = lazy(() => import('./Palette'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

export function PaletteKeys() {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [loaded, setLoaded] = useState<Shown[]>([]);
  const back = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const open = (what: Shown) => {
      if (!back.current) back.current = document.activeElement as HTMLElement | null;
      setLoaded((l) => (l.includes(what) ? l : [...l, what]));
      setShown(what);
    };
    setShow(open);
    let g = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        return open('palette');
      }
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(target) || target?.closest?.('[role=dialog],[role=alertdialog],[role=menu],[role=listbox]')) return;
      const waiting = Date.now() - g < G_WAIT_MS;
      g = 0;
      const screen = waiting && GO_TO[e.key] && screens.find((s) => s.key === GO_TO[e.key]);
      if (screen) {
        e.preventDefault();
        navigate(`/${screen.path}`);
      } else if (e.key === 'g' && !waiting) g = Date.now();
      else if (e.key === '?') {
        e.preventDefault();
        open('shortcuts');
      } else if (e.key === '/') {
        const search = document.querySelector<HTMLInputElement>('main input[name="q"]');
        if (search) {
          e.preventDefault();
          search.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      setShow(undefined);
      document.removeEventListener('keydown', onKey);
    };
  }, [navigate]);
  /** Closed: the focus goes back where it was (unless the palette went to another screen, which takes it). */
  const close = (refocus = true) => {
    setShown(null);
    const el = back.current;
    back.current = null;
    if (refocus && el?.isConnected) requestAnimationFrame(() => el.focus());
  };
  return (
    <Suspense fallback={null}>
      {loaded.includes('palette') && <Palette open={shown === 'palette'} onClose={close} />}
      {loaded.includes('shortcuts') && <ShortcutsDialog open={shown === 'shortcuts'} onClose={() => close()} />}
    </Suspense>
  );
}
