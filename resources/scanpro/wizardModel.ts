/**
 * The scan-pro wizard's step rules (spec §2, §4), pure: it starts at step 1; the furthest visited step never
 * decreases; a visited step, or the one after the current, can be reached, the vehicle step once a business is
 * chosen and the recommendation only once a decoded submodel is chosen; moving to a step first saves the criteria
 * when they were edited; step 99 saves without moving.
 */
export const STEPS = [1, 2, 3, 4] as const;
export type Step = (typeof STEPS)[number];
/** The spec's "save without moving". */
export const SAVE_STEP = 99;
export const RECOMMENDATION_STEP: Step = 4;

export interface WizardState {
  step: Step;
  furthest: Step;
  /** The configuration was edited since it was loaded or saved. */
  dirty: boolean;
  businessChosen: boolean;
  /** A submodel of the decoded VIN is chosen. */
  submodelChosen: boolean;
}

export const initialWizard: WizardState = { step: 1, furthest: 1, dirty: false, businessChosen: false, submodelChosen: false };

/** Whether `target` can be reached from the state: visited or next, with a business, and the recommendation unlocked. */
export function canGo(s: WizardState, target: number): boolean {
  if (!STEPS.includes(target as Step) || target === s.step) return false;
  if (target > 1 && !s.businessChosen) return false;
  if (target === RECOMMENDATION_STEP && !s.submodelChosen) return false;
  return target <= s.furthest || target === s.step + 1;
}

export interface Move {
  /** Save the configuration first (it was edited). */
  save: boolean;
  /** The state once saved (when asked) and moved; undefined when the target cannot be reached. */
  next: WizardState | undefined;
}

/** What going to `target` does: step 99 saves (when edited) and stays; another step saves when edited, then moves. */
export function planMove(s: WizardState, target: number): Move {
  if (target === SAVE_STEP) return { save: s.dirty, next: { ...s, dirty: false } };
  if (!canGo(s, target)) return { save: false, next: undefined };
  const step = target as Step;
  return { save: s.dirty, next: { ...s, step, dirty: false, furthest: Math.max(s.furthest, step) as Step } };
}

/** A business chosen again starts over at step 1 (the vehicle and the answers were for the other): furthest stays. */
export function withBusiness(s: WizardState, chosen: boolean): WizardState {
  return { ...s, businessChosen: chosen, dirty: false, step: chosen ? s.step : 1 };
}

/** A submodel chosen or cleared (a new VIN): the recommendation locks again, and a locked current step goes back to 3. */
export function withSubmodel(s: WizardState, chosen: boolean): WizardState {
  const step = !chosen && s.step === RECOMMENDATION_STEP ? 3 : s.step;
  return { ...s, submodelChosen: chosen, step };
}
