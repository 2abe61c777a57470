import { type ComponentType, type ReactNode, Suspense, createContext, useContext } from 'react';

type ChakraRootComponent = ComponentType<{ children: ReactNode }>;

/**
 * The app's lazy Chakra provider (app/chakra-boundary.tsx LazyChakraRoot), given by the app:
 * shared/ imports no app/.
 */
export const ChakraRootContext = createContext<ChakraRootComponent | null>(null);

/** True below a mounted Chakra provider (app/chakra-root.tsx sets it). */
export const InsideChakra = createContext(false);

/**
 * Chakra for a part of a screen that renders with plain elements (the checkout's below-the-fold
 * and its sheets): nothing (or `fallback`) until Chakra has loaded, then its subtree. Below a
 * provider already mounted, the subtree renders at once without a second one.
 */
export function ChakraIsland({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** Shown while Chakra loads (nothing by default). */
  fallback?: ReactNode;
}) {
  const inside = useContext(InsideChakra);
  const ChakraRoot = useContext(ChakraRootContext);
  if (inside) return children;
  if (!ChakraRoot) throw new Error('A ChakraIsland needs the app’s ChakraRootContext');
  return (
    <Suspense fallback={fallback}>
      <ChakraRoot>{children}</ChakraRoot>
    </Suspense>
  );
}
