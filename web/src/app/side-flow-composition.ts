import { isInAppBrowser } from '../shared/domain/device';
import { CancellationApi } from '../features/cancel/services/cancellation.api';
import { CancellationStore } from '../features/cancel/stores/cancellation.store';
import { CardUpdateApi } from '../features/card-update/services/card-update.api';
import { CardUpdateStore } from '../features/card-update/stores/card-update.store';
import { LegalService } from '../features/legal/services/legal.service';
import { LegalStore } from '../features/legal/stores/legal-document.store';
import { ManageSubscriptionApi } from '../features/manage-subscription/services/manage-subscription.api';
import { ManageSubscriptionStore } from '../features/manage-subscription/stores/manage-subscription.store';
import { WellhubApi } from '../features/wellhub/services/wellhub.api';
import { WellhubStore } from '../features/wellhub/stores/wellhub.store';
import { WithdrawalApi } from '../features/withdraw/services/withdrawal.api';
import { WithdrawalStore } from '../features/withdraw/stores/withdrawal.store';
import { PaymentApi } from '../shared/services/payment.api';
import type { FeatureDeps } from './feature-composition';
import type { SideFlowStores } from './feature-stores';

/**
 * The composition's lazy half for the side flows (app/feature-stores.ts SIDE_FLOWS): a chunk of
 * its own, loaded by the first of their screens, so the checkout does not load it.
 */
export function composeSideFlowStores(root: FeatureDeps): SideFlowStores {
  const { api, account, ui } = root;
  return {
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
    legal: { legal: new LegalStore({ legal: new LegalService(), analytics: root.analytics }) },
    'manage-subscription': {
      manageSubscription: new ManageSubscriptionStore({
        payment: new PaymentApi(api),
        management: new ManageSubscriptionApi(api),
        account,
        analytics: root.analytics,
        flags: root.flags,
        ui,
        inAppBrowser: () => isInAppBrowser(navigator.userAgent),
      }),
    },
    wellhub: {
      wellhub: new WellhubStore({
        wellhub: new WellhubApi(api),
        tabStorage: root.tabStorage,
        account,
        session: root.session,
        ui,
        analytics: root.analytics,
        language: root.language,
      }),
    },
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
