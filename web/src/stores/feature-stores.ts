import type { CancellationStore } from './cancellation.store';
import type { CheckoutPaymentStore } from './checkout-payment.store';
import type { CheckoutStore } from './checkout.store';
import type { DiscountTimerStore } from './discount-timer.store';
import type { DownloadStore } from './download.store';
import type { LegalStore } from './legal-document.store';
import type { LoginStore } from './login.store';
import type { ManageSubscriptionStore } from './manage-subscription.store';
import type { PurchaseStore } from './purchase.store';
import type { UpgradeStore } from './upgrade.store';
import type { UpsellStore } from './upsell.store';
import type { WellhubStore } from './wellhub.store';

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
