/**
 * The keyboard map (issue 35): `g` then a letter goes to a main screen, named by its menu key (src/layout/screens.ts,
 * label `menu.items.<key>`). Shared by the listener (./PaletteKeys.tsx) and the shortcuts dialog, which lists them.
 */
export const GO_TO: Record<string, string> = {
  h: 'statistics',
  b: 'business',
  p: 'partner',
  u: 'users',
  d: 'devices',
  r: 'requests',
  c: 'chat',
};

/** Whether a key pressed in `target` is typing (an input, textarea, select or editable text): no shortcut fires then. */
export const isTyping = (target: EventTarget | null): boolean => {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
};

/** What the layout's keys open. */
export type Shown = 'palette' | 'shortcuts';

/** How long `g` waits for its letter. */
export const G_WAIT_MS = 1500;
