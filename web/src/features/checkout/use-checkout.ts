import { useFlowStores } from '../../shared/stores/store-context';
import type { CheckoutPaymentStore } from './stores/checkout-payment.store';
import type { CheckoutStore } from './stores/checkout.store';
import type { DiscountTimerStore } from './stores/discount-timer.store';
import type { PurchaseStore } from '../../shared/stores/purchase.store';

/** The checkout screen, its payment and the purchase it makes. */
export type CheckoutStores = {
  checkout: CheckoutStore;
  checkoutPayment: CheckoutPaymentStore;
  discountTimer: DiscountTimerStore;
  purchase: PurchaseStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    checkout: CheckoutStores;
  }
}

/** The checkout flow's stores; suspends until their chunk is there. */
export function useCheckout(): CheckoutStores {
  return useFlowStores('checkout');
}
