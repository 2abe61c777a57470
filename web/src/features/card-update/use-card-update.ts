import { useFlowStores } from '../../shared/stores/store-context';
import type { CardUpdateStore } from './stores/card-update.store';

/** A failed renewal's page: a new card, or the bank's confirmation, without signing in. */
export type CardUpdateStores = {
  cardUpdate: CardUpdateStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    'card-update': CardUpdateStores;
  }
}

/** The card-update flow's stores; suspends until their chunk is there. */
export function useCardUpdate(): CardUpdateStores {
  return useFlowStores('card-update');
}
