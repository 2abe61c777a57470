import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useCheckout } from './use-checkout';
import { hasDiscountedPrices } from './domain/discount-timer';
import type { Flow } from '../../shared/domain/routes';
import { PackageList } from './package-list';
import { AlreadyPremiumSection } from './sections/already-premium-section';
import { RefundNotice } from './sections/refund-notice';
import { DisclaimerSection } from './sections/disclaimer-section';
import { DiscountBanner } from './sections/discount-banner';
import { GetResultsSection } from './sections/get-results-section';
import { GoalChartSection } from './sections/goal-chart-section';
import { MoneyBackSection } from './sections/money-back-section';
import { CheckoutTopBar } from './sections/checkout-top-bar';
import { ScreenshotSlider } from './sections/screenshot-slider';
import { TestimonialsSection } from './sections/testimonials-section';
import { PurchaseResolving } from './purchase-resolving';
import { usePaymentReturn } from './use-payment-return';
import { useBrowserBack } from '../../shared/ui/use-browser-back';
import { usePaintedOnce } from '../../shared/ui/use-painted-once';
import { lazyWithPreload } from '../../shared/ui/lazy-with-preload';

// The sheets open on a tap on a package (or a return from the card provider): their code
// (Stripe Elements, PayPal, the drawer and dialog) is not part of the screen's first render.
const PaymentModal = lazyWithPreload(() =>
  import('./payment-modal').then((module) => module.PaymentModal),
);
const BenefitModal = lazyWithPreload(() =>
  import('./benefit-modal/benefit-modal').then((module) => module.BenefitModal),
);

const NO_FADE = { '--fade-duration': '0s' };

/**
 * The checkout screen of every flow (spec 02 §2.2): top bar, title, goal chart, discount banner,
 * packages, screenshots, testimonials, packages again, guarantee, disclaimer, and the modals.
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
  // The packages (or their error) are the screen's largest paint: what is below the fold renders
  // once they have been painted.
  const belowTheFold = usePaintedOnce(loaded || checkout.productsError);

  if (resolving) {
    return <PurchaseResolving />;
  }

  if (checkout.products && !checkout.isPurchaseAvailable) {
    return (
      <Stack gap="6" data-screen="payment">
        <RefundNotice refunded={purchase.refunded} />
        <AlreadyPremiumSection flow={flow} isAnonymous={session.user?.isAnonymous ?? true} />
      </Stack>
    );
  }

  return (
    <Stack gap="6" data-screen="payment">
      <CheckoutTopBar />
      <Heading as="h1" size="2xl">
        {t('payment.title')}
      </Heading>
      <RefundNotice refunded={purchase.refunded} />
      {checkout.productsError && !loaded && (
        <Text role="alert" color="red.700">
          {t('payment.productsRetry')}
        </Text>
      )}
      <GoalChartSection />
      <DiscountBanner
        hasDiscount={hasDiscountedPrices(checkout.packages)}
        pending={!loaded && checkout.discountGranted && !discountTimer.expired}
      />
      {/* Without the skeleton's fade-in: the packages are the screen's largest paint, and a paint
          at opacity 0 is none (LCP), so the fade would put it after the below-the-fold render. */}
      <Skeleton loading={!loaded} minH="72" borderRadius="xl" css={NO_FADE}>
        <PackageList onChoose={(pkg) => checkout.openModal(pkg.id)} />
      </Skeleton>
      {belowTheFold && (
        <>
          <ScreenshotSlider />
          <TestimonialsSection />
          <GetResultsSection>
            <Skeleton loading={!loaded} minH="72" borderRadius="xl">
              <PackageList
                onChoose={(pkg) => checkout.openModal(pkg.id)}
                label={t('payment.getResults')}
              />
            </Skeleton>
          </GetResultsSection>
          <MoneyBackSection />
          <DisclaimerSection />
        </>
      )}
      {(belowTheFold || checkout.modalOpen || checkout.benefitModalOpen) && (
        <Suspense fallback={null}>
          <PaymentModal flow={flow} />
          <BenefitModal
            open={checkout.benefitModalOpen}
            type={flags.get('benefit-modal-type')}
            gender={onboarding.gender}
            onClose={() => checkout.closeBenefitModal()}
            onContinue={() => checkout.continueFromBenefitModal()}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export default observer(CheckoutScreen);
