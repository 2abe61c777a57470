import { startTransition, useEffect, useState } from 'react';
import { type AfterPaintOptions, afterPaint } from '../lib/after-paint';

/**
 * True once a render with `ready` has been painted, and from then on: a screen renders what is
 * above the fold first and the rest one frame after its main content, so that paint waits for
 * less work (the rest is below the fold, out of sight).
 */
export function usePaintedOnce(ready = true, frames: AfterPaintOptions['frames'] = 1): boolean {
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
