import type { Language } from '@fastwell/contract/languages';
import { PaymentApi } from '../shared/services/payment.api';
import { TokensApi } from '../features/login/services/tokens.api';
import { UpsellApi } from '../features/upsell/services/upsell.api';
import { CheckoutPaymentStore } from '../features/checkout/stores/checkout-payment.store';
import { CheckoutStore } from '../features/checkout/stores/checkout.store';
import { DiscountTimerStore } from '../features/checkout/stores/discount-timer.store';
import { DownloadStore } from '../features/download/stores/download.store';
import type { PurchaseFlowStores } from './feature-stores';
import type { FlagsStore } from '../shared/stores/flags.store';
import { LoginStore } from '../features/login/stores/login.store';
import type { OnboardingStore } from '../shared/stores/onboarding.store';
import { PurchaseStore } from '../shared/stores/purchase.store';
import type { SessionStore } from '../shared/stores/session.store';
import type { UiStore } from '../shared/stores/ui.store';
import { UpgradeStore } from '../features/account/stores/upgrade.store';
import { UpsellStore } from '../features/upsell/stores/upsell.store';
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
 * The composition's lazy half for the purchase flows: builds their stores and services, by flow
 * (what each flow's hook, e.g. useCheckout(), gives its screens). A lazy chunk
 * (RootStore.loadFeatures): the loading screen and the questionnaire need none of them; the
 * side flows' stores are another (app/side-flow-composition.ts).
 */
export function composePurchaseFlowStores(root: FeatureDeps): PurchaseFlowStores {
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
  return {
    checkout: { checkout, checkoutPayment, discountTimer, purchase },
    account: { upgrade, purchase },
    download: { download },
    login: { login },
    upsell: { upsell },
  };
}
