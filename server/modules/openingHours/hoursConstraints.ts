/**
 * The database's own rules on opening hours (migration 0020), answered as the contract's validation answers
 * them: a date the tenant has already scheduled (the UNIQUE constraint) is 409 `duplicate` on holidayDate (the
 * holiday kind's refusal, on the one write path), and hours that break a CHECK constraint (both or neither, opening before closing) are 400 on the field to fix,
 * with the spec's messages (contract/openingHoursRules.ts). The contract refuses bad hours first; the CHECKs
 * hold for any writer, and a CHECK violation is never answered as a 500.
 */
import { HOURS_REFUSALS } from '../../../contract/openingHours';
import { hoursProblem } from '../../../contract/openingHoursRules';
import { badRequest } from '../../http/errors';
import type { Text } from '../../http/text';

/** The spec's messages, as the contract's refusals (their Spanish is the refusals'). */
const text = (source: string): Text => ({ source, values: [] });
const HOURS_TEXT = {
  bothOrNeither: text(HOURS_REFUSALS.bothOrNeither),
  openingBeforeClosing: text(HOURS_REFUSALS.openingBeforeClosing),
  dateScheduled: text(HOURS_REFUSALS.dateScheduled),
};

/** The refusal of a date the tenant has already scheduled (the holiday kind's duplicate). */
export const DATE_SCHEDULED = HOURS_TEXT.dateScheduled;

/** PostgreSQL's check_violation. */
const isCheckViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: string }).code === '23514';

interface Hours {
  openingTime: string | null;
  closingTime: string | null;
}

/** Runs `save` (a write of `hours`), answering the CHECK constraints it breaks as above. */
export async function answeringHoursConstraints<T>(hours: Hours, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    const problem = isCheckViolation(err) ? hoursProblem(hours.openingTime, hours.closingTime) : null;
    if (problem) throw badRequest(problem.field, HOURS_TEXT[problem.message]);
    throw err;
  }
}
