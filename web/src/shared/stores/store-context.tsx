import { createContext, use, useCallback, useContext } from 'react';
import type { AppStores, FlowName, FlowStores, StoreRoot } from './store-root';

export const StoreContext = createContext<StoreRoot | null>(null);

function useStoreRoot(): StoreRoot {
  const root = useContext(StoreContext);
  if (!root) throw new Error('Store hooks must be used inside <StoreContext.Provider>');
  return root;
}

/** The stores every flow reads: ui, consent, flags, session, startup, the answers, the language. */
export function useAppStores(): AppStores {
  return useStoreRoot();
}

/**
 * A flow's stores. While their lazy chunk loads the screen suspends (the route's Suspense shows
 * the faded logo); a failed load reaches the route's error boundary and is tried again on the
 * next render. Each flow wraps it in its own hook (useCheckout(), useManageSubscription()…).
 */
export function useFlowStores<K extends FlowName>(flow: K): FlowStores[K] {
  const root = useStoreRoot();
  const ready = root.flowStores(flow);
  if (ready) return ready;
  use(root.loadFeatures(flow));
  const loaded = root.flowStores(flow);
  if (!loaded) throw new Error(`The ${flow} flow has no stores after its chunk has loaded`);
  return loaded;
}

/**
 * Starts loading a flow's stores without waiting for them (a failed load is tried again by the
 * flow's first screen): e.g. the questionnaire readies the checkout's while it is answered.
 */
export function useFlowPreload(flow: FlowName): () => void {
  const root = useStoreRoot();
  return useCallback(() => void root.loadFeatures(flow).catch(() => undefined), [root, flow]);
}
