import { useFlowStores } from '../../shared/stores/store-context';
import type { WellhubStore } from './stores/wellhub.store';

/** The partner programme's flow. */
export type WellhubStores = {
  wellhub: WellhubStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    wellhub: WellhubStores;
  }
}

/** The wellhub flow's stores; suspends until their chunk is there. */
export function useWellhub(): WellhubStores {
  return useFlowStores('wellhub');
}
