import { type ReactNode, Suspense, useState } from 'react';
import { isPlainStepPath } from '../features/onboarding/domain/plain-steps';
import { isLoadingEntryPath } from '../shared/domain/routes';
import { FadedLogo } from '../shared/ui/faded-logo';
import { lazyWithPreload } from '../shared/ui/lazy-with-preload';

const LazyChakraRoot = lazyWithPreload(() =>
  import('./chakra-root').then((module) => module.ChakraRoot),
);

/**
 * Whether the screen at `pathname` renders with Chakra: every screen but the loading screen and
 * the questionnaire's plain steps (features/onboarding/domain/plain-steps.ts).
 */
export const needsChakra = (pathname: string): boolean =>
  !isLoadingEntryPath(pathname) && !isPlainStepPath(pathname);

/** Loads Chakra (its components' code and the app's theme) without rendering anything. */
export const preloadChakra = LazyChakraRoot.preload;

/**
 * Chakra UI, and emotion with it, is not part of the first screens: the loading screen renders
 * with plain elements and index.html's CSS, the questionnaire's first questions with plain
 * elements and their own CSS, so their JavaScript is smaller and starts sooner.
 * `needed` turns Chakra on for the subtree, once and for good: the switch remounts `children`,
 * so it is made where they change anyway (leaving the loading screen for the next route).
 */
export function ChakraBoundary({
  needed,
  children,
  withChakra,
}: {
  needed: boolean;
  children: ReactNode;
  /** Rendered after `children` once Chakra is on (the toaster). */
  withChakra?: ReactNode;
}) {
  const [on, setOn] = useState(needed);
  if (needed && !on) setOn(true);
  if (!on && !needed) return children;
  return (
    <Suspense fallback={<FadedLogo />}>
      <LazyChakraRoot>
        {children}
        {withChakra}
      </LazyChakraRoot>
    </Suspense>
  );
}
