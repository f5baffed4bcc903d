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

/** Where a key pressed is typing (an input, textarea, select or editable text) or a dialog's or menu's: no shortcut fires there. */
export const NOT_HERE = 'input,textarea,select,[contenteditable],[role$=dialog],[role=menu],[role=listbox]';

/** What the layout's keys open. */
export type Shown = 'palette' | 'shortcuts';
