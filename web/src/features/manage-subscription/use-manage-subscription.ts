import { useFlowStores } from '../../shared/stores/store-context';
import type { ManageSubscriptionStore } from './stores/manage-subscription.store';

/** Managing a subscription: status, pause, cancel with offers, restore. */
export type ManageSubscriptionStores = {
  manageSubscription: ManageSubscriptionStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    'manage-subscription': ManageSubscriptionStores;
  }
}

/** The manage-subscription flow's stores; suspends until their chunk is there. */
export function useManageSubscription(): ManageSubscriptionStores {
  return useFlowStores('manage-subscription');
}
