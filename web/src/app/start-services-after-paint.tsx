import { useEffect } from 'react';
import { afterPaint, runInTasks } from '../ui/after-paint';
import { preloadChakra } from './chakra-boundary';
import { useStore } from './store-context';

/**
 * Rendered beside a screen that needs neither flags nor auth to show (home, loading,
 * onboarding): once that screen has painted, flags, auth and the consent tool start loading,
 * and Chakra for the screens after the loading screen (a failed load is retried when needed).
 */
export function StartServicesAfterPaint() {
  const store = useStore();
  useEffect(
    () =>
      afterPaint(
        () =>
          void runInTasks(
            () => store.startServices(),
            () => void preloadChakra().catch(() => undefined),
          ),
      ),
    [store],
  );
  return null;
}
