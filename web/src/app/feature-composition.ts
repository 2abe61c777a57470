import { isInAppBrowser } from '../domain/device';
import type { Language } from '@fastwell/contract/languages';
import { CancellationApi } from '../services/cancellation.api';
import { PaymentApi } from '../services/payment.api';
import { ManageSubscriptionApi } from '../services/manage-subscription.api';
import { TokensApi } from '../services/tokens.api';
import { UpsellApi } from '../services/upsell.api';
import { WellhubApi } from '../services/wellhub.api';
import { CancellationStore } from '../stores/cancellation.store';
import { CheckoutPaymentStore } from '../stores/checkout-payment.store';
import { CheckoutStore } from '../stores/checkout.store';
import { DiscountTimerStore } from '../stores/discount-timer.store';
import { DownloadStore } from '../stores/download.store';
import type { FeatureStores } from '../stores/feature-stores';
import type { FlagsStore } from '../stores/flags.store';
import { LegalStore } from '../stores/legal-document.store';
import { LoginStore } from '../stores/login.store';
import { ManageSubscriptionStore } from '../stores/manage-subscription.store';
import type { OnboardingStore } from '../stores/onboarding.store';
import { PurchaseStore } from '../stores/purchase.store';
import type { SessionStore } from '../stores/session.store';
import type { UiStore } from '../stores/ui.store';
import { UpgradeStore } from '../stores/upgrade.store';
import { UpsellStore } from '../stores/upsell.store';
import { WellhubStore } from '../stores/wellhub.store';
import type { AppServices } from './app-services';

/** What the feature stores take from the composition: the shared services and startup stores. */
export type FeatureDeps = AppServices & {
  session: SessionStore;
  flags: FlagsStore;
  ui: UiStore;
  onboarding: OnboardingStore;
  language: () => Language;
};

/**
 * The composition's lazy half: builds the feature stores and their services. A lazy chunk
 * (RootStore.loadFeatures): the loading screen and the questionnaire need none of them.
 */
export function composeFeatureStores(root: FeatureDeps): FeatureStores {
  const { api, account, ui, onboarding } = root;
  const deps = {
    storage: root.storage,
    analytics: root.analytics,
    session: root.session,
    flags: root.flags,
  };
  const payment = new PaymentApi(api);
  const discountTimer = new DiscountTimerStore(deps);
  const checkout = new CheckoutStore({
    ...deps,
    payment,
    ui,
    timer: discountTimer,
    language: root.language,
  });
  const purchase = new PurchaseStore({ ...deps, payment });
  const checkoutPayment = new CheckoutPaymentStore({
    payment,
    storage: root.storage,
    page: root.page,
    stripeLoader: root.stripeLoader,
    analytics: root.analytics,
    checkout,
    purchase,
    ui,
    paypal: { clientId: root.env.paypalClientId, sdkUrl: root.env.paypalSdkUrl },
    gender: () => {
      const gender = onboarding.selections.gender;
      return typeof gender === 'string' ? gender : undefined;
    },
    experiments: () => root.flags.viewedExperiments(),
  });
  const download = new DownloadStore({ ...deps, account, purchase });
  const upsell = new UpsellStore({
    ...deps,
    payment,
    upsell: new UpsellApi(api),
    purchase,
    ui,
    stripeLoader: root.stripeLoader,
  });
  const upgrade = new UpgradeStore({ session: root.session, ui, analytics: root.analytics });
  const login = new LoginStore({
    session: root.session,
    ui,
    analytics: root.analytics,
    onboarding,
    checkout,
    account,
    payment,
    tokens: new TokensApi(api),
  });
  const wellhub = new WellhubStore({
    wellhub: new WellhubApi(api),
    tabStorage: root.tabStorage,
    account,
    session: root.session,
    ui,
    analytics: root.analytics,
    language: root.language,
  });
  const manageSubscription = new ManageSubscriptionStore({
    payment,
    management: new ManageSubscriptionApi(api),
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
    upgrade,
    legal: new LegalStore({ legal: root.legal, analytics: root.analytics }),
    login,
    wellhub,
    manageSubscription,
    cancellation: new CancellationStore({
      cancellation: new CancellationApi(api),
      tabStorage: root.tabStorage,
      language: root.language,
    }),
  };
}
