import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isFirstQuestionPath } from '../features/onboarding/domain/plain-steps';
import { isCheckoutPath, isLoadingEntryPath } from '../shared/domain/routes';
import { afterPaint, runInTasks } from '../shared/lib/after-paint';
import { preloadChakra, preloadChakraCode } from './chakra-boundary';
import { useRootStore } from './use-root-store';

/**
 * Rendered beside every screen, inside its Suspense boundary, so it mounts with the screen
 * itself (not with the faded logo). Once the screen has painted, in tasks of their own: what no
 * screen needs to show (RootStore.screenShown: the consent tool, the toaster), then flags and
 * auth (home, loading and onboarding render without them; a gated screen has started them
 * already), then Chakra ahead of need. Each is done once per visit.
 *
 * On the questionnaire's first question, flags, auth and Chakra wait for its answer: its first
 * tap comes first (none of them is needed before the questions after it; a flag read there
 * before has its default value). They start once the next step has painted. The checkout loads
 * Chakra itself once its packages, its largest paint, have painted (its first paint is their
 * skeleton). The loading screen loads Chakra's code only: its system is built on the steps after
 * the first question, before the first screen that renders with it.
 */
export function ScreenPainted() {
  const store = useRootStore();
  const { pathname } = useLocation();
  const firstQuestion = isFirstQuestionPath(pathname);
  const chakraAhead = !firstQuestion && !isCheckoutPath(pathname);
  const preload = isLoadingEntryPath(pathname) ? preloadChakraCode : preloadChakra;
  useEffect(
    () =>
      afterPaint(
        () =>
          void runInTasks(
            () => store.screenShown(),
            ...(firstQuestion ? [] : [() => store.startServices()]),
            ...(chakraAhead ? [() => void preload().catch(() => undefined)] : []),
          ),
      ),
    [store, firstQuestion, chakraAhead, preload],
  );
  return null;
}
