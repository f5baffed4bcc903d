/**
 * The keyboard rule of every dialog, declared once and given to each MUI Dialog (react-admin's Confirm included) by
 * the theme (src/theme.ts, MuiDialog's default props):
 *
 * - when it opens, the focus goes to its first input, or to its primary action when it has none; an element the
 *   dialog focuses itself (`autoFocus`) keeps it;
 * - Enter confirms: the primary action runs, unless the focused element does something of its own with Enter (a
 *   button, a link, a text area, an open list's option) or the browser submits its form already;
 * - Escape cancels: MUI's Dialog calls its `onClose`.
 *
 * The primary action is the dialog's submit button, else its contained button, else the last button of its
 * actions (react-admin's Confirm: Confirm).
 */
import type { KeyboardEvent } from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const INPUT = ['input:not([type="hidden"])', 'textarea', 'select', '[role="combobox"]', '[contenteditable="true"]']
  .map((s) => `${s}:not([disabled]):not([aria-disabled="true"]):not([tabindex="-1"]):not([aria-hidden="true"])`)
  .join(', ');
/** Where Enter already does something: activates the control, takes a new line, picks an option. */
const OWN_ENTER = 'button, a[href], textarea, [contenteditable="true"], [role="button"], [role="link"], [role="option"], [role="menuitem"], [role="tab"]';
/** The input types whose Enter submits their form (the browser's implicit submission). */
const SUBMITS = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'datetime-local', 'month', 'number', 'time', 'week']);

const enabled = (el: Element | null): el is HTMLElement => el instanceof HTMLElement && !el.matches(':disabled, [aria-disabled="true"]');
/** The dialog an element is in (its paper, role dialog). */
const dialogOf = (el: Element) => el.closest<HTMLElement>(DIALOG);
/** Inside `dialog` itself, not in a dialog opened over it. */
const own = (dialog: HTMLElement) => (el: Element) => dialogOf(el) === dialog;

export function firstInput(dialog: HTMLElement): HTMLElement | undefined {
  return [...dialog.querySelectorAll<HTMLElement>(INPUT)].find((el) => own(dialog)(el) && !el.closest('[hidden], [aria-hidden="true"]'));
}

export function primaryAction(dialog: HTMLElement): HTMLElement | undefined {
  const buttons = [...dialog.querySelectorAll<HTMLElement>('.MuiDialogActions-root button')].filter(own(dialog));
  const primary = buttons.find((b) => b.matches('[type="submit"]')) ?? buttons.find((b) => b.matches('.MuiButton-contained')) ?? buttons.at(-1);
  return enabled(primary ?? null) ? primary : undefined;
}

/** On opening (the transition's start, and again at its end for content rendered late): the first input or the primary action takes the focus. */
export function focusOnOpen(node: HTMLElement): void {
  const dialog = node.matches(DIALOG) ? node : node.querySelector<HTMLElement>(DIALOG);
  if (!dialog) return;
  const active = node.ownerDocument.activeElement;
  if (active && active !== dialog && dialog.contains(active)) return;
  // A dialog opened over this one before this one's transition ended (its portal comes later) keeps the focus.
  const above = active && active !== dialog ? dialogOf(active) : null;
  if (above && above !== dialog && dialog.compareDocumentPosition(above) & Node.DOCUMENT_POSITION_FOLLOWING) return;
  (firstInput(dialog) ?? primaryAction(dialog))?.focus();
}

/** Enter in the dialog (its paper's keydown): the primary action, where nothing else answers it. */
export function confirmOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  // A dialog opened over this one answers its own keys.
  if (dialogOf(target) !== event.currentTarget || target.closest(OWN_ENTER)) return;
  if (target instanceof HTMLInputElement && target.form && SUBMITS.has(target.type) && target.form.querySelector('[type="submit"]')) return;
  const primary = primaryAction(event.currentTarget);
  if (!primary) return;
  event.preventDefault();
  primary.click();
}
