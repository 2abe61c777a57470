import { type ReactNode, useState } from 'react';
import { isPlainStepPath } from '../features/onboarding/domain/plain-steps';
import { isCheckoutPath, isLoadingEntryPath } from '../shared/domain/routes';
import { nextTask } from '../shared/lib/after-paint';
import { ChakraIsland } from '../shared/ui/chakra-island';
import { FadedLogo } from '../shared/ui/faded-logo';
import { lazyWithPreload } from '../shared/ui/lazy-with-preload';

const loadChakraRoot = () => import('./chakra-root');

/**
 * Chakra's provider with the app's system (chakra-root.tsx): a lazy chunk. The system (tokens,
 * recipes, CSS variables) is built in a task of its own, between the chunk's evaluation and the
 * first render with it: together they would be one long task on a slow phone. The app gives it
 * to the Chakra islands of plain screens (shared/ui/chakra-island.tsx ChakraRootContext).
 */
export const LazyChakraRoot = lazyWithPreload(async () => {
  const { ChakraRoot, buildChakraSystem } = await loadChakraRoot();
  await nextTask();
  buildChakraSystem();
  await nextTask();
  return ChakraRoot;
});

/**
 * Whether the screen at `pathname` renders with Chakra: every screen but the loading screen, the
 * questionnaire's plain steps (features/onboarding/domain/plain-steps.ts) and the checkout, whose
 * above-the-fold is plain and whose other parts are Chakra islands (shared/ui/chakra-island.tsx).
 */
export const needsChakra = (pathname: string): boolean =>
  !isLoadingEntryPath(pathname) && !isPlainStepPath(pathname) && !isCheckoutPath(pathname);

/**
 * Loads Chakra (its components' code and the app's theme) and builds its system, without
 * rendering anything: a screen that renders with Chakra then renders at once.
 */
export const preloadChakra = LazyChakraRoot.preload;

/**
 * Loads Chakra's code only: building its system is a long task on a slow phone (createSystem),
 * left to a later screen (the loading screen's animation runs while this one loads).
 */
export const preloadChakraCode = (): Promise<void> => loadChakraRoot().then(() => undefined);

/**
 * Chakra UI, and emotion with it, is not part of the first screens: the loading screen renders
 * with plain elements and index.html's CSS, the questionnaire's first questions with plain
 * elements and their own CSS, so their JavaScript is smaller and starts sooner.
 * `needed` turns Chakra on for the subtree, once and for good: the switch remounts `children`,
 * so it is made where they change anyway (leaving the loading screen for the next route).
 * Chakra comes as an island does (the app's ChakraRootContext), with no second provider below one.
 */
export function ChakraBoundary({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [on, setOn] = useState(needed);
  if (needed && !on) setOn(true);
  if (!on && !needed) return children;
  return <ChakraIsland fallback={<FadedLogo />}>{children}</ChakraIsland>;
}
