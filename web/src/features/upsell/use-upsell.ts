import { useFlowStores } from '../../shared/stores/store-context';
import type { UpsellStore } from './stores/upsell.store';

/** The plan upsell and the e-book offer. */
export type UpsellStores = {
  upsell: UpsellStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    upsell: UpsellStores;
  }
}

/** The upsell flow's stores; suspends until their chunk is there. */
export function useUpsell(): UpsellStores {
  return useFlowStores('upsell');
}
