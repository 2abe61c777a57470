import { useFlowStores } from '../../shared/stores/store-context';
import type { CancellationStore } from './stores/cancellation.store';

/** Cancelling or restoring without login (§312k). */
export type CancellationStores = {
  cancellation: CancellationStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    cancel: CancellationStores;
  }
}

/** The cancel flow's stores; suspends until their chunk is there. */
export function useCancellation(): CancellationStores {
  return useFlowStores('cancel');
}
