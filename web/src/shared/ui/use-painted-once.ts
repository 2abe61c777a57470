import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../lib/after-paint';

/**
 * True once a render with `ready` has been painted (`frames` frames later, see afterPaint), and
 * from then on: a screen renders what is above the fold first and the rest after its main
 * content's paint, so that paint waits for less work (the rest is below the fold, out of sight).
 */
export function usePaintedOnce(ready = true, frames = 1): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    // A transition: React renders the rest in slices that leave the main thread free between
    // them, not in one long task.
    () =>
      painted || !ready
        ? undefined
        : afterPaint(() => startTransition(() => setPainted(true)), { frames }),
    [painted, ready, frames],
  );
  return painted;
}
