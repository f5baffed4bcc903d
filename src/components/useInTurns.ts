/**
 * How many of `count` things to draw: `perTurn` at first, then `perTurn` more in each transition after the last is on
 * screen. A business tab's form (some 900 components) built in one transition was still one commit and one flush of
 * its effects (115 and 234 ms on the phone Lighthouse emulates: Total Blocking Time); in turns, each is a few fields'.
 * What it adds goes at the end: draw nothing below the things counted until they are all there, so nothing moves.
 */
import { startTransition, useEffect, useState } from 'react';

export function useInTurns(count: number, perTurn: number): number {
  const [shown, setShown] = useState(perTurn);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + perTurn));
  }, [shown, count, perTurn]);
  return Math.min(shown, count);
}
