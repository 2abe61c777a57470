import { useEffect } from 'react';
import { afterPaint, runInTasks } from '../shared/lib/after-paint';
import { useRootStore } from './use-root-store';

/**
 * Rendered beside every screen, inside its Suspense boundary, so it mounts with the screen
 * itself (not with the faded logo). Once the screen has painted, in tasks of their own: flags and
 * auth start loading (home, loading and onboarding render without them; a gated screen has
 * started them already), then what no screen needs to show (RootStore.screenShown). Each step is
 * done once per visit. Chakra loads ahead of need from the layout (app/layout.tsx).
 */
export function ScreenPainted() {
  const store = useRootStore();
  useEffect(
    () =>
      afterPaint(
        () =>
          void runInTasks(
            () => store.startServices(),
            () => store.screenShown(),
          ),
      ),
    [store],
  );
  return null;
}
