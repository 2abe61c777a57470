import { isInAppBrowser } from '../shared/domain/device';
import type { Language } from '@fastwell/contract/languages';
import { CancellationApi } from '../features/cancel/services/cancellation.api';
import { CardUpdateApi } from '../features/card-update/services/card-update.api';
import { PaymentApi } from '../shared/services/payment.api';
import { ManageSubscriptionApi } from '../features/manage-subscription/services/manage-subscription.api';
import { TokensApi } from '../features/login/services/tokens.api';
import { UpsellApi } from '../features/upsell/services/upsell.api';
import { WellhubApi } from '../features/wellhub/services/wellhub.api';
import { WithdrawalApi } from '../features/withdraw/services/withdrawal.api';
import { CancellationStore } from '../features/cancel/stores/cancellation.store';
import { CardUpdateStore } from '../features/card-update/stores/card-update.store';
import { CheckoutPaymentStore } from '../features/checkout/stores/checkout-payment.store';
import { CheckoutStore } from '../features/checkout/stores/checkout.store';
import { DiscountTimerStore } from '../features/checkout/stores/discount-timer.store';
import { DownloadStore } from '../features/download/stores/download.store';
import type { FeatureStores } from './feature-stores';
import type { FlagsStore } from '../shared/stores/flags.store';
import { LegalService } from '../features/legal/services/legal.service';
import { LegalStore } from '../features/legal/stores/legal-document.store';
import { LoginStore } from '../features/login/stores/login.store';
import { ManageSubscriptionStore } from '../features/manage-subscription/stores/manage-subscription.store';
import type { OnboardingStore } from '../shared/stores/onboarding.store';
import { PurchaseStore } from '../shared/stores/purchase.store';
import type { SessionStore } from '../shared/stores/session.store';
import type { UiStore } from '../shared/stores/ui.store';
import { UpgradeStore } from '../features/account/stores/upgrade.store';
import { UpsellStore } from '../features/upsell/stores/upsell.store';
import { WellhubStore } from '../features/wellhub/stores/wellhub.store';
import { WithdrawalStore } from '../features/withdraw/stores/withdrawal.store';
import type { ApiClient } from '../shared/services/api-client';
import type { AppServices } from './app-services';

/** What the composition has for the feature stores at start: services and startup stores. */
export type FeatureParts = AppServices & {
  session: SessionStore;
  flags: FlagsStore;
  ui: UiStore;
  onboarding: OnboardingStore;
  language: () => Language;
};

/** What the feature stores take: the parts, and the API client (loaded with their chunk). */
export type FeatureDeps = FeatureParts & { api: ApiClient };

/**
 * The composition's lazy half: builds the feature stores and their services, by flow (what
 * each flow's hook, e.g. useCheckout(), gives its screens). A lazy chunk
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
    paypal: { clientId: root.env.paypalClientId, sdkUrl: root.env.paypalSdkUrl },
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
    account,
    analytics: root.analytics,
    flags: root.flags,
    ui,
    inAppBrowser: () => isInAppBrowser(navigator.userAgent),
  });
  return {
    checkout: { checkout, checkoutPayment, discountTimer, purchase },
    account: { upgrade, purchase },
    cancel: {
      cancellation: new CancellationStore({
        cancellation: new CancellationApi(api),
        tabStorage: root.tabStorage,
        language: root.language,
      }),
    },
    'card-update': {
      cardUpdate: new CardUpdateStore({
        cardUpdates: new CardUpdateApi(api),
        tabStorage: root.tabStorage,
        stripeLoader: root.stripeLoader,
        page: root.page,
        analytics: root.analytics,
      }),
    },
    download: { download },
    legal: { legal: new LegalStore({ legal: new LegalService(), analytics: root.analytics }) },
    login: { login },
    'manage-subscription': { manageSubscription },
    upsell: { upsell },
    wellhub: { wellhub },
    withdraw: {
      withdrawal: new WithdrawalStore({
        withdrawal: new WithdrawalApi(api),
        tabStorage: root.tabStorage,
        page: root.page,
        language: root.language,
      }),
    },
  };
}
