import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { LEGAL_PAGES } from '../features/legal/domain/legal-pages';
import {
  flowFromPath,
  isCheckoutPath,
  isLoadingEntryPath,
  isPreAuthPath,
  ROUTES,
  type Flow,
} from '../shared/domain/routes';
import { FadedLogo } from '../shared/ui/faded-logo';
import { lazyWithPreload } from '../shared/ui/lazy-with-preload';
import { Layout } from './layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGate } from './route-gate';
import { ScreenPainted } from './screen-painted';
import { useRootStore } from './use-root-store';

const LoadingScreen = lazyWithPreload(() =>
  import('../features/onboarding/loading-screen').then((module) => module.default),
);
const OnboardingStepRoute = lazyWithPreload(() =>
  import('../features/onboarding/onboarding-step-route').then((module) => module.default),
);
const CheckoutScreen = lazyWithPreload(() =>
  import('../features/checkout/checkout-screen').then((module) => module.default),
);
const PaymentSuccessScreen = lazy(() => import('../features/checkout/payment-success-screen'));
const UpgradeAccountScreen = lazy(() => import('../features/account/upgrade-account-screen'));
const DownloadScreen = lazy(() => import('../features/download/download-screen'));
const UpsellScreen = lazy(() => import('../features/upsell/update-subscription-screen'));
const EbookScreen = lazy(() => import('../features/upsell/ebook-screen'));
const LoginScreen = lazy(() => import('../features/login/login-screen'));
const CreateAccountScreen = lazy(() => import('../features/login/create-account-screen'));
const TokenLoginScreen = lazy(() => import('../features/login/token-login-screen'));
const ManageIntroScreen = lazy(() => import('../features/manage-subscription/manage-intro-screen'));
const ManageWizardScreen = lazy(
  () => import('../features/manage-subscription/manage-wizard-screen'),
);
const ManageLoginRoute = lazy(() => import('./manage-login-route'));
const WellhubEntryScreen = lazy(() => import('../features/wellhub/wellhub-entry-screen'));
const WellhubRegisterScreen = lazy(() => import('../features/wellhub/wellhub-register-screen'));
const WellhubWelcomeBackScreen = lazy(
  () => import('../features/wellhub/wellhub-welcome-back-screen'),
);
const LegalScreen = lazy(() => import('../features/legal/legal-screen'));
const CancelScreen = lazy(() => import('../features/cancel/cancel-screen'));
const RestoreScreen = lazy(() => import('../features/cancel/restore-screen'));
const WithdrawScreen = lazy(() => import('../features/withdraw/withdraw-screen'));
const StopWithdrawalScreen = lazy(() => import('../features/withdraw/stop-screen'));
const PaypalPlanScreen = lazy(() => import('../features/withdraw/paypal-plan-screen'));
const CardUpdateScreen = lazy(() => import('../features/card-update/card-update-screen'));

/**
 * Starts loading the chunk of the first screen (home and loading, or an onboarding step) while
 * the translations load, instead of after the first render. Answers when it is there (or failed:
 * the route then shows and reports the failure).
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  if (!isPreAuthPath(pathname)) return Promise.resolve();
  const screen = isLoadingEntryPath(pathname) ? LoadingScreen : OnboardingStepRoute;
  return screen.preload().catch(() => undefined);
}

/**
 * A gated first screen (the checkout, opened cold from a reload or a mail's link): its chunk
 * loads while the startup gate waits for auth, flags and Stripe.js, instead of after it.
 */
export function preloadGatedScreen(pathname: string): void {
  if (isCheckoutPath(pathname)) void CheckoutScreen.preload().catch(() => undefined);
}

function screen(element: ReactNode, preAuth = false) {
  return (
    <RouteGate preAuth={preAuth}>
      <Suspense fallback={<FadedLogo />}>
        {element}
        <ScreenPainted />
      </Suspense>
    </RouteGate>
  );
}

/** Home and /onboarding go to loading, keeping the query (sgroup, dc, ad-click ids). */
function ToLoading() {
  const { search } = useLocation();
  return <Navigate to={`${ROUTES.loading}${search}`} replace />;
}

/** Unknown first segment: treated as onboarding, reported, sent to the start. */
function UnknownPath() {
  const { pathname } = useLocation();
  const store = useRootStore();
  useEffect(() => {
    if (!flowFromPath(pathname).known) store.unknownPathOpened(pathname);
  }, [store, pathname]);
  return <Navigate to={ROUTES.loading} replace />;
}

const payment = (flow: Flow) => screen(<CheckoutScreen flow={flow} />);
const paymentSuccess = (flow: Flow) => screen(<PaymentSuccessScreen flow={flow} />);
const download = (flow: Flow) => screen(<DownloadScreen flow={flow} />);
const upgrade = (flow: Flow) => screen(<UpgradeAccountScreen flow={flow} />);

const flowRoutes: RouteObject[] = [
  { path: '/payment', element: payment('onboarding') },
  { path: '/payment_success', element: paymentSuccess('onboarding') },
  { path: '/update_subscription', element: screen(<UpsellScreen flow="onboarding" />) },
  { path: '/ebook_purchase', element: screen(<EbookScreen flow="onboarding" />) },
  { path: '/upgrade_account', element: upgrade('onboarding') },
  { path: '/download', element: download('onboarding') },
  { path: ROUTES.login, element: screen(<LoginScreen />) },
  { path: ROUTES.createAccount, element: screen(<CreateAccountScreen />) },
  { path: ROUTES.tokenLogin, element: screen(<TokenLoginScreen kind="futoken" />) },
  { path: ROUTES.ctokenLogin, element: screen(<TokenLoginScreen kind="ctoken" />) },
  { path: '/login/payment', element: payment('login') },
  { path: '/login/payment-success', element: paymentSuccess('login') },
  { path: '/login/update_subscription', element: screen(<UpsellScreen flow="login" />) },
  { path: '/login/ebook_purchase', element: screen(<EbookScreen flow="login" />) },
  { path: '/login/upgrade_account', element: upgrade('login') },
  { path: '/login/download', element: download('login') },
  { path: ROUTES.manageSubscription, element: screen(<ManageIntroScreen />) },
  { path: '/manage_subscription/login', element: screen(<ManageLoginRoute />) },
  { path: '/manage_subscription/payment', element: payment('manage_subscription') },
  {
    path: '/manage_subscription/payment-success',
    element: paymentSuccess('manage_subscription'),
  },
  {
    path: '/manage_subscription/update_subscription',
    element: screen(<UpsellScreen flow="manage_subscription" />),
  },
  { path: '/manage_subscription/download', element: download('manage_subscription') },
  { path: '/manage_subscription/:stepId', element: screen(<ManageWizardScreen />) },
  { path: '/wellhub', element: screen(<WellhubEntryScreen />) },
  { path: '/wellhub/login', element: screen(<WellhubEntryScreen />) },
  { path: '/wellhub/register', element: screen(<WellhubRegisterScreen />) },
  { path: '/wellhub/welcome-back', element: screen(<WellhubWelcomeBackScreen />) },
  { path: '/wellhub/download', element: download('wellhub') },
  { path: ROUTES.cancel, element: screen(<CancelScreen />) },
  { path: ROUTES.cancelRestore, element: screen(<RestoreScreen />) },
  { path: ROUTES.withdraw, element: screen(<WithdrawScreen />) },
  { path: ROUTES.withdrawStop, element: screen(<StopWithdrawalScreen />) },
  { path: ROUTES.withdrawPaypalPlan, element: screen(<PaypalPlanScreen />) },
  { path: ROUTES.cardUpdate, element: screen(<CardUpdateScreen />) },
  ...LEGAL_PAGES.map((page) => ({
    path: `/${page}`,
    element: screen(<LegalScreen page={page} />),
  })),
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <ToLoading /> },
      { path: '/onboarding', element: <ToLoading /> },
      { path: ROUTES.loading, element: screen(<LoadingScreen />, true) },
      { path: '/onboarding/:stepId', element: screen(<OnboardingStepRoute />, true) },
      ...flowRoutes,
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/**
 * The app's routes in react-router's declarative mode (inside a <BrowserRouter>): the app uses
 * no loaders or actions, and the data router costs 16 KB gzip more on the first screen. A
 * screen that throws while rendering shows the error screen instead of the layout, until the
 * next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
