/**
 * Nothing lost by a stray click: an editor holding unsaved edits says so here (`useUnsavedChanges`, or
 * `<WarnWhenUnsaved />` inside a form), and one guard for the whole console asks before they are left:
 *
 * - a move to another page (the menu, a link, "Go to business", browser back): react-router's blocker,
 *   which needs the data router App builds;
 * - a reload or a closed tab: the browser's own beforeunload question (its words, not ours);
 * - a part of a page, such as a detail tab (`useLeaveGuard()(scope)`): the editors inside `<UnsavedScope>`.
 *
 * The question is one dialog, in the console's language: Stay, or Leave without saving (the edits dropped).
 * react-admin's own `warnWhenUnsavedChanges` asks with window.confirm and guards one form at a time.
 */
import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Blocker, type BlockerFunction, type Location, useBlocker } from 'react-router-dom';
import { lazyView } from '../declare/lazyView';

interface Entry {
  scope?: string;
  discard: () => void;
}
interface Guard {
  set: (id: string, entry: Entry | undefined) => void;
  confirmLeave: (scope?: string) => Promise<boolean>;
}

const GuardContext = createContext<Guard | null>(null);
const ScopeContext = createContext<string | undefined>(undefined);

const loadDialog = () => import('./LeaveDialog');
const LeaveDialog = lazyView(loadDialog, 'LeaveDialog');

/** The editors inside are left together (a detail tab): `useLeaveGuard()(scope)` asks about theirs only. */
export function UnsavedScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/**
 * Declares that the caller holds unsaved edits while `dirty`; `discard` drops them (when the user leaves a
 * part of the page without saving). Outside the guard (a component test) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean, discard: () => void): void {
  const guard = useContext(GuardContext);
  const scope = useContext(ScopeContext);
  const id = useId();
  const latestDiscard = useRef(discard);
  useLayoutEffect(() => {
    latestDiscard.current = discard;
  });
  // A layout effect: the guard knows before the browser paints, so a navigation right after an edit is caught.
  useLayoutEffect(() => {
    if (!guard || !dirty) return;
    guard.set(id, { scope, discard: () => latestDiscard.current() });
    return () => guard.set(id, undefined);
  }, [guard, dirty, scope, id]);
}

/** Asks before the edits in `scope` (all edits when none) are left: true when there are none or the user leaves them (they are then dropped). */
export function useLeaveGuard(): (scope?: string) => Promise<boolean> {
  const guard = useContext(GuardContext);
  return useCallback((scope?: string) => (guard ? guard.confirmLeave(scope) : Promise.resolve(true)), [guard]);
}

/**
 * A list's search reaches the address 0.5 s after the typing (react-admin debounces its filters). If the user has
 * opened another page meanwhile — a row clicked at once — React keeps the list on screen until that page has
 * loaded, so the list is still mounted when its late write comes, and the write would take the user back to the
 * list (react-admin #7368 was fixed by dropping the write once the list unmounts, which the transition delays).
 * react-admin marks its list writes with `_scrollToTop: false` (filters, sort, page size; a page change and a row
 * click are `true`): one of them pushed towards a page other than the current one is such a late write, and is
 * dropped. (Browser back and forward are not writes: a history entry a filter wrote carries the same state.)
 */
function isLateListSync(current: Location, next: Location): boolean {
  return current.pathname !== next.pathname && (next.state as { _scrollToTop?: unknown } | null)?._scrollToTop === false;
}

/** The console's one guard: mounted once, inside the data router and react-admin's context (for its messages). */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const entries = useRef(new Map<string, Entry>());
  const [count, setCount] = useState(0);
  const [question, setQuestion] = useState<{ answer: (leave: boolean) => void } | null>(null);
  /** The late list writes stopped (their locations' keys), dropped without a question. */
  const lateSyncs = useRef(new Set<string>());
  const holding = useCallback((scope?: string) => [...entries.current.values()].filter((e) => scope === undefined || e.scope === scope), []);

  // Read when a navigation starts, so it sees the edits of this very moment (the ref, not the last render).
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation, historyAction }) => {
        if (historyAction === 'PUSH' && isLateListSync(currentLocation, nextLocation)) {
          lateSyncs.current.add(nextLocation.key);
          return true;
        }
        return currentLocation.pathname !== nextLocation.pathname && entries.current.size > 0;
      },
      [],
    ),
  );
  const blocked = blocker.state === 'blocked' ? blocker : null;
  // A blocked navigation is answered once. The router's state reaches React in a transition, so a render
  // caused by the form being dropped can still show the blocker as blocked after it was let go (or reset):
  // proceeding or resetting it again would throw (react-router: "Invalid blocker state transition").
  const answered = useRef<Blocker | null>(null);
  const settle = useCallback((target: Blocker, leave: boolean) => {
    if (target.state !== 'blocked' || answered.current === target) return;
    answered.current = target;
    if (leave) target.proceed();
    else target.reset();
  }, []);
  useEffect(() => {
    if (!blocked || answered.current === blocked) return;
    if (lateSyncs.current.delete(blocked.location.key)) {
      settle(blocked, false);
      return;
    }
    // Saved or dropped since (a save that opens another page navigates before its form is clean): go on.
    if (count === 0) {
      setQuestion(null);
      settle(blocked, true);
      return;
    }
    setQuestion({
      answer: (leave) => {
        // Dropped now: the page stays on screen until the next one has loaded, and a quick Back would find it as it was.
        if (leave) for (const entry of holding()) entry.discard();
        settle(blocked, leave);
      },
    });
  }, [blocked, count, holding, settle]);

  useEffect(() => {
    if (count === 0) return;
    // The dialog is loaded as soon as there is something to lose, so it opens at once when asked.
    void loadDialog();
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [count]);

  const guard = useMemo<Guard>(
    () => ({
      set: (id, entry) => {
        if (entry) entries.current.set(id, entry);
        else entries.current.delete(id);
        setCount(entries.current.size);
      },
      confirmLeave: (scope) => {
        const held = holding(scope);
        if (held.length === 0) return Promise.resolve(true);
        return new Promise<boolean>((resolve) =>
          setQuestion({
            answer: (leave) => {
              if (leave) for (const entry of held) entry.discard();
              resolve(leave);
            },
          }),
        );
      },
    }),
    [holding],
  );

  const answer = (leave: boolean) => {
    const asked = question;
    setQuestion(null);
    asked?.answer(leave);
  };
  return (
    <GuardContext.Provider value={guard}>
      {children}
      {question && (
        <Suspense fallback={null}>
          <LeaveDialog onStay={() => answer(false)} onLeave={() => answer(true)} />
        </Suspense>
      )}
    </GuardContext.Provider>
  );
}
