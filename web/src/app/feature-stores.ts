import type { FlowStores } from '../shared/stores/store-root';
import type { CancellationStore } from '../features/cancel/stores/cancellation.store';
import type { CheckoutPaymentStore } from '../features/checkout/stores/checkout-payment.store';
import type { CheckoutStore } from '../features/checkout/stores/checkout.store';
import type { DiscountTimerStore } from '../features/checkout/stores/discount-timer.store';
import type { DownloadStore } from '../features/download/stores/download.store';
import type { LegalStore } from '../features/legal/stores/legal-document.store';
import type { LoginStore } from '../features/login/stores/login.store';
import type { ManageSubscriptionStore } from '../features/manage-subscription/stores/manage-subscription.store';
import type { PurchaseStore } from '../shared/stores/purchase.store';
import type { UpgradeStore } from '../features/account/stores/upgrade.store';
import type { UpsellStore } from '../features/upsell/stores/upsell.store';
import type { WellhubStore } from '../features/wellhub/stores/wellhub.store';

/** The stores of the screens after the questionnaire: checkout screen, purchase, sign-in, partner, manage. */
export type FeatureStores = {
  discountTimer: DiscountTimerStore;
  checkout: CheckoutStore;
  checkoutPayment: CheckoutPaymentStore;
  purchase: PurchaseStore;
  download: DownloadStore;
  upsell: UpsellStore;
  upgrade: UpgradeStore;
  legal: LegalStore;
  login: LoginStore;
  wellhub: WellhubStore;
  manageSubscription: ManageSubscriptionStore;
  cancellation: CancellationStore;
};

/** The lazy chunk's stores by flow: what each flow's hook (useCheckout()…) gives its screens. */
export function flowStoresOf(stores: FeatureStores): Omit<FlowStores, 'onboarding'> {
  const { purchase } = stores;
  return {
    checkout: {
      checkout: stores.checkout,
      checkoutPayment: stores.checkoutPayment,
      discountTimer: stores.discountTimer,
      purchase,
    },
    account: { upgrade: stores.upgrade, purchase },
    cancel: { cancellation: stores.cancellation },
    download: { download: stores.download },
    legal: { legal: stores.legal },
    login: { login: stores.login },
    'manage-subscription': { manageSubscription: stores.manageSubscription },
    upsell: { upsell: stores.upsell },
    wellhub: { wellhub: stores.wellhub },
  };
}
