import { isInAppBrowser } from '../domain/device';
import type { Language } from '@fastwell/contract/languages';
import type { AccountService } from '../services/account.service';
import type { AnalyticsService } from '../services/analytics.service';
import type { ApiClient } from '../services/api-client';
import { PaymentService } from '../services/payment.service';
import type { StorageService } from '../services/storage.service';
import type { StripeLoaderService } from '../services/stripe-loader.service';
import { SubscriptionManagementService } from '../services/subscription-management.service';
import { TokensService } from '../services/tokens.service';
import { UpsellService } from '../services/upsell.service';
import { WellhubService } from '../services/wellhub.service';
import { CheckoutPaymentStore } from './checkout-payment.store';
import { CheckoutStore } from './checkout.store';
import { DiscountTimerStore } from './discount-timer.store';
import { DownloadStore } from './download.store';
import type { FlagsStore } from './flags.store';
import { LoginStore } from './login.store';
import { ManageStore } from './manage.store';
import type { OnboardingStore } from './onboarding.store';
import { PurchaseStore } from './purchase.store';
import type { SessionStore } from './session.store';
import type { UiStore } from './ui.store';
import { UpsellStore } from './upsell.store';
import { WellhubStore } from './wellhub.store';

/** What the feature stores take from the root: the startup stores and shared services. */
export type FeatureDeps = {
  storage: StorageService;
  analytics: AnalyticsService;
  session: SessionStore;
  flags: FlagsStore;
  ui: UiStore;
  onboarding: OnboardingStore;
  stripeLoader: StripeLoaderService;
  api: ApiClient;
  account: AccountService;
  language: () => Language;
};

/** The stores of the screens after the questionnaire: paywall, purchase, sign-in, partner, manage. */
export type FeatureStores = {
  discountTimer: DiscountTimerStore;
  checkout: CheckoutStore;
  checkoutPayment: CheckoutPaymentStore;
  purchase: PurchaseStore;
  download: DownloadStore;
  upsell: UpsellStore;
  login: LoginStore;
  wellhub: WellhubStore;
  manage: ManageStore;
};

/**
 * Builds the feature stores and their services. A lazy chunk (RootStore.loadFeatures): the
 * loading screen and the questionnaire need none of them.
 */
export function createFeatureStores(root: FeatureDeps): FeatureStores {
  const { api, account, ui, onboarding } = root;
  const deps = {
    storage: root.storage,
    analytics: root.analytics,
    session: root.session,
    flags: root.flags,
  };
  const payment = new PaymentService(api);
  const discountTimer = new DiscountTimerStore(deps);
  const checkout = new CheckoutStore({
    ...deps,
    payment,
    ui,
    timer: discountTimer,
    language: root.language,
  });
  const checkoutPayment = new CheckoutPaymentStore({
    payment,
    storage: root.storage,
    gender: () => {
      const gender = onboarding.selections.gender;
      return typeof gender === 'string' ? gender : undefined;
    },
  });
  const purchase = new PurchaseStore({ ...deps, payment });
  const download = new DownloadStore({ ...deps, account, purchase });
  const upsell = new UpsellStore({
    ...deps,
    payment,
    upsell: new UpsellService(api),
    purchase,
    ui,
    stripeLoader: root.stripeLoader,
  });
  const login = new LoginStore({
    session: root.session,
    ui,
    analytics: root.analytics,
    onboarding,
    checkout,
    account,
    payment,
    tokens: new TokensService(api),
  });
  const wellhub = new WellhubStore({
    wellhub: new WellhubService(api),
    account,
    session: root.session,
    ui,
    analytics: root.analytics,
  });
  const manage = new ManageStore({
    payment,
    management: new SubscriptionManagementService(api),
    analytics: root.analytics,
    flags: root.flags,
    ui,
    inAppBrowser: () => isInAppBrowser(navigator.userAgent),
  });
  return {
    discountTimer,
    checkout,
    checkoutPayment,
    purchase,
    download,
    upsell,
    login,
    wellhub,
    manage,
  };
}
