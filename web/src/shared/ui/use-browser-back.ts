import { useEffect, useEffectEvent } from 'react';

/**
 * Runs `onBack` when the browser's back (or forward) button moves through the history while the
 * screen is shown (a `popstate`; the app's own navigations fire none): the go-back events of the
 * post-questionnaire screens (spec 01 §2.4).
 */
export function useBrowserBack(onBack: () => void, active = true): void {
  const wentBack = useEffectEvent(onBack);
  useEffect(() => {
    if (!active) return;
    const listener = () => wentBack();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, [active]);
}
