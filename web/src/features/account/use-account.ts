import { useFlowStores } from '../../shared/stores/store-context';
import type { PurchaseStore } from '../../shared/stores/purchase.store';
import type { UpgradeStore } from './stores/upgrade.store';

/** Creating the account after a purchase. */
export type AccountStores = {
  upgrade: UpgradeStore;
  purchase: PurchaseStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    account: AccountStores;
  }
}

/** The account flow's stores; suspends until their chunk is there. */
export function useAccount(): AccountStores {
  return useFlowStores('account');
}
