import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useCheckout } from './use-checkout';
import { hasDiscountedPrices } from './domain/discount-timer';
import type { Flow } from '../../shared/domain/routes';
import { PackageList } from './package-list';
import { RefundNotice } from './sections/refund-notice';
import { DiscountBanner } from './sections/discount-banner';
import { GoalChartSection } from './sections/goal-chart-section';
import { CheckoutTopBar } from './sections/checkout-top-bar';
import { usePaymentReturn } from './use-payment-return';
import { useBrowserBack } from '../../shared/ui/use-browser-back';
import { usePaintedOnce } from '../../shared/ui/use-painted-once';
import { lazyWithPreload } from '../../shared/ui/lazy-with-preload';
import { ChakraIsland } from '../../shared/ui/chakra-island';
import { FadedLogo } from '../../shared/ui/faded-logo';
import '../../shared/ui/plain-ui.css';
import './checkout-screen.css';

// What is below the packages, the sheets (opened by a tap on a package or a return from the card
// provider: Stripe Elements, PayPal, the drawer and dialog) and the screen's other states render
// with Chakra: their code is not part of the screen's first render.
const CheckoutBelowTheFold = lazyWithPreload(() =>
  import('./checkout-below-the-fold').then((module) => module.CheckoutBelowTheFold),
);
const PurchaseResolving = lazyWithPreload(() =>
  import('./purchase-resolving').then((module) => module.PurchaseResolving),
);
const AlreadyPremiumScreen = lazyWithPreload(() =>
  import('./sections/already-premium-screen').then((module) => module.AlreadyPremiumScreen),
);
const PaymentModal = lazyWithPreload(() =>
  import('./payment-modal').then((module) => module.PaymentModal),
);
const BenefitModal = lazyWithPreload(() =>
  import('./benefit-modal/benefit-modal').then((module) => module.BenefitModal),
);

/**
 * The checkout screen of every flow (spec 02 §2.2): top bar, title, goal chart, discount banner,
 * packages, screenshots, testimonials, packages again, guarantee, disclaimer, and the modals.
 * What is above the fold renders with plain elements and CSS, so a cold load paints it without
 * waiting for Chakra; the rest are Chakra islands, loaded once the packages have painted.
 */
function CheckoutScreen({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { onboarding, flags, session } = useAppStores();
  const { checkout, checkoutPayment, discountTimer, purchase } = useCheckout();
  const { returning: resolving } = usePaymentReturn(flow);

  useEffect(() => {
    checkoutPayment.checkoutShown(flow);
  }, [checkoutPayment, flow]);
  useBrowserBack(() => checkoutPayment.wentBack(flow));

  // Asked for during the first render, not after its commit: the request runs while React
  // renders the screen (the packages are its largest paint). Once per visit of the screen (its
  // history entry, until the screen is left): a render that React discards and starts again does
  // not ask twice, a return to the screen (back from the next one) asks again.
  const { key: visit } = useLocation();
  if (!resolving) void checkout.loadProductsForVisit(visit);
  useEffect(() => () => checkout.productsVisitEnded(), [checkout]);

  // The countdown's expiry is stored; leaving the checkout screen only stops the ticking.
  useEffect(() => () => discountTimer.dispose(), [discountTimer]);

  const loaded = checkout.packages.length > 0;
  // The packages (or their error) are the screen's largest paint: what is below the fold, and
  // Chakra with it, renders once that frame has been presented (two frames: the requests it
  // starts must not count as part of that paint).
  const belowTheFold = usePaintedOnce(loaded || checkout.productsError, 2);

  if (resolving) {
    return (
      <ChakraIsland fallback={<FadedLogo />}>
        <PurchaseResolving />
      </ChakraIsland>
    );
  }

  if (checkout.products && !checkout.isPurchaseAvailable) {
    return (
      <ChakraIsland fallback={<FadedLogo />}>
        <AlreadyPremiumScreen
          flow={flow}
          isAnonymous={session.user?.isAnonymous ?? true}
          refunded={purchase.refunded}
        />
      </ChakraIsland>
    );
  }

  return (
    <div className="checkout-screen" data-screen="payment">
      <CheckoutTopBar />
      <h1 className="checkout-title">{t('payment.title')}</h1>
      <RefundNotice refunded={purchase.refunded} />
      {checkout.productsError && !loaded && (
        <p role="alert" className="checkout-products-error">
          {t('payment.productsRetry')}
        </p>
      )}
      <GoalChartSection />
      <DiscountBanner
        hasDiscount={hasDiscountedPrices(checkout.packages)}
        pending={!loaded && checkout.discountGranted && !discountTimer.expired}
      />
      {/* Without a fade-in: the packages are the screen's largest paint, and a paint at opacity 0
          is none (LCP), so a fade would put it after the below-the-fold render. */}
      <div className="plain-skeleton checkout-packages" data-loading={!loaded || undefined}>
        <PackageList onChoose={(pkg) => checkout.openModal(pkg.id)} />
      </div>
      {(belowTheFold || checkout.modalOpen || checkout.benefitModalOpen) && (
        <ChakraIsland>
          <Suspense fallback={null}>
            {belowTheFold && (
              <CheckoutBelowTheFold
                loaded={loaded}
                onChoose={(pkg) => checkout.openModal(pkg.id)}
              />
            )}
            <PaymentModal flow={flow} />
            <BenefitModal
              open={checkout.benefitModalOpen}
              type={flags.get('benefit-modal-type')}
              gender={onboarding.gender}
              onClose={() => checkout.closeBenefitModal()}
              onContinue={() => checkout.continueFromBenefitModal()}
            />
          </Suspense>
        </ChakraIsland>
      )}
    </div>
  );
}

export default observer(CheckoutScreen);
