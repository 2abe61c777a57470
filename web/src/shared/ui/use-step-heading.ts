import { useEffect, useRef } from 'react';

/**
 * A multi-step page's heading takes focus when the step changes, so screen readers announce it;
 * the page scrolls back to its top.
 */
export function useStepHeading<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [step]);
  return ref;
}
