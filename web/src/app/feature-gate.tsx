import { type ReactNode, use } from 'react';
import { useStore } from '../stores/store-context';

/**
 * Renders its screen once the feature stores (a lazy chunk) are there; until then the nearest
 * Suspense boundary's faded logo shows. A failed load reaches the route's error boundary.
 */
export function FeatureGate({ children }: { children: ReactNode }) {
  const store = useStore();
  if (!store.featuresLoaded) use(store.loadFeatures());
  return children;
}
