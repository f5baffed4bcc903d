/**
 * Renders its children in a transition: React then builds them in slices of a few milliseconds, yielding to the
 * browser between slices, instead of in one long task the page cannot answer a tap during (Lighthouse's Total
 * Blocking Time). A business tab's form, some 900 components, was one task of 200 ms here (800 ms on the phone
 * Lighthouse emulates). Shows nothing on its first render, and the previous children while new ones are built:
 * put it where nothing sits below it, so that nothing moves when they appear.
 */
import { type ReactNode, useDeferredValue } from 'react';

export function InSlices({ children }: { children: ReactNode }) {
  return useDeferredValue(children, null);
}
