import { useEffect } from 'react';
import { afterPaint, runInTasks } from '../shared/lib/after-paint';
import { preloadChakra } from './chakra-boundary';
import { useRootStore } from './use-root-store';

/**
 * Rendered beside every screen, inside its Suspense boundary, so it mounts with the screen
 * itself (not with the faded logo). Once the screen has painted, in tasks of their own: flags and
 * auth start loading (home, loading and onboarding render without them; a gated screen has
 * started them already), then Chakra for the screens after the loading screen, then what no
 * screen needs to show (RootStore.screenShown). Each step is done once per visit.
 */
export function ScreenPainted() {
  const store = useRootStore();
  useEffect(
    () =>
      afterPaint(
        () =>
          void runInTasks(
            () => store.startServices(),
            () => void preloadChakra().catch(() => undefined),
            () => store.screenShown(),
          ),
      ),
    [store],
  );
  return null;
}
