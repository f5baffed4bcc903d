import { describe, expect, it } from 'vitest';
import { canGo, initialWizard, planMove, SAVE_STEP, type WizardState, withBusiness, withSubmodel } from './wizardModel';

const go = (s: WizardState, target: number) => {
  const { next } = planMove(s, target);
  if (!next) throw new Error(`cannot go to ${target}`);
  return next;
};

describe('the scan-pro wizard’s steps', () => {
  it('starts at step 1, and needs a business before step 2', () => {
    expect(initialWizard).toMatchObject({ step: 1, furthest: 1 });
    expect(canGo(initialWizard, 2)).toBe(false);
    expect(canGo(withBusiness(initialWizard, true), 2)).toBe(true);
  });

  it('never lowers the furthest visited step, and reaches any visited one', () => {
    let s = withBusiness(initialWizard, true);
    s = go(go(s, 2), 3);
    expect(s).toMatchObject({ step: 3, furthest: 3 });
    s = go(s, 1);
    expect(s).toMatchObject({ step: 1, furthest: 3 });
    expect(canGo(s, 3)).toBe(true);
    expect(canGo(s, 2)).toBe(true);
    s = go(s, 3);
    expect(s).toMatchObject({ step: 3, furthest: 3 });
    expect(canGo(s, 5)).toBe(false);
    expect(planMove(s, 3).next).toBeUndefined();
  });

  it('does not skip an unvisited step', () => {
    const s = withSubmodel(withBusiness(initialWizard, true), true);
    expect(canGo(s, 3)).toBe(false);
    expect(planMove(s, 4).next).toBeUndefined();
  });

  it('unlocks the recommendation only once a decoded submodel is chosen, and locks it again without one', () => {
    let s = go(go(withBusiness(initialWizard, true), 2), 3);
    expect(canGo(s, 4)).toBe(false);
    s = withSubmodel(s, true);
    expect(canGo(s, 4)).toBe(true);
    s = go(s, 4);
    s = withSubmodel(s, false);
    expect(s).toMatchObject({ step: 3, furthest: 4 });
    expect(canGo(s, 4)).toBe(false);
  });

  it('saves edited criteria before moving, and step 99 saves without moving', () => {
    const s = { ...withBusiness(initialWizard, true), dirty: true };
    expect(planMove(s, 2)).toEqual({ save: true, next: { ...s, step: 2, furthest: 2, dirty: false } });
    expect(planMove({ ...s, dirty: false }, 2).save).toBe(false);
    expect(planMove(s, SAVE_STEP)).toEqual({ save: true, next: { ...s, dirty: false } });
    expect(planMove({ ...s, dirty: false }, SAVE_STEP)).toEqual({ save: false, next: { ...s, dirty: false } });
  });

  it('keeps the furthest step when another business is chosen, back at step 1 only when it is cleared', () => {
    const s = go(go(withBusiness(initialWizard, true), 2), 3);
    expect(withBusiness(s, false)).toMatchObject({ step: 1, furthest: 3, businessChosen: false });
  });
});
