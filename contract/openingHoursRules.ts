/**
 * The opening-hours rules of spec §5, without zod, so the console's dialogs check them as the server does:
 * both times or neither (closed), and opening before closing. Times are `HH:MM`, compared as text.
 */
export const HOURS_MESSAGES = {
  bothOrNeither: 'Both opening and closing times must be set or left empty.',
  openingBeforeClosing: 'Opening time must be earlier than closing time.',
  dateScheduled: 'The selected date has already been scheduled.',
} as const;

export interface HoursProblem {
  field: 'openingTime' | 'closingTime';
  message: 'bothOrNeither' | 'openingBeforeClosing';
}

/** What is wrong with a pair of times, on the field to fix; null when they are fine. */
export function hoursProblem(openingTime: string | null | undefined, closingTime: string | null | undefined): HoursProblem | null {
  const opening = openingTime || null;
  const closing = closingTime || null;
  if ((opening === null) !== (closing === null)) return { field: opening === null ? 'openingTime' : 'closingTime', message: 'bothOrNeither' };
  if (opening !== null && closing !== null && opening >= closing) return { field: 'closingTime', message: 'openingBeforeClosing' };
  return null;
}
