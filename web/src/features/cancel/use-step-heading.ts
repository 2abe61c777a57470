import { useEffect, useRef } from 'react';

/** The step's heading takes focus when the step changes, so screen readers announce it. */
export function useStepHeading<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [step]);
  return ref;
}
