/**
 * The palette's actions (issue 35): a button on screen offers what it does while it is mounted
 * (`usePaletteActions`), so the palette offers an action only where its button is, hence only where the user's role
 * shows the button; `run` does what the button does, through the button's own dialog. Tiny: detail screens and the
 * lists import it, the palette reads it when opened.
 */
import { useEffect, useRef } from 'react';

export interface PaletteAction {
  /** Unique while on screen: a second one with the same id replaces the first. */
  id: string;
  /** What the palette shows, translated. */
  label: string;
  /** Opens the button's dialog (or does what the button does). */
  run: () => void;
  /** 'record': on the record being viewed; 'list': on the list being viewed. */
  group: 'record' | 'list';
}

const offered = new Map<string, PaletteAction>();

/** The actions offered now, in the order their buttons were mounted. */
export const paletteActions = (): PaletteAction[] => [...offered.values()];

/** Offers `actions` while the calling component is mounted, their labels kept current and each `run` the latest given. */
export function usePaletteActions(actions: PaletteAction[]) {
  const latest = useRef(actions);
  latest.current = actions;
  const key = actions.map((a) => `${a.id}\n${a.label}\n${a.group}`).join('\n\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the actions' ids, labels and groups
  useEffect(() => {
    const entries = latest.current.map(({ id, label, group }): PaletteAction => ({ id, label, group, run: () => latest.current.find((a) => a.id === id)?.run() }));
    for (const e of entries) offered.set(e.id, e);
    return () => {
      for (const e of entries) if (offered.get(e.id) === e) offered.delete(e.id);
    };
  }, [key]);
}

/** One action, or none (`null`). */
export const usePaletteAction = (action: PaletteAction | null) => usePaletteActions(action ? [action] : []);
