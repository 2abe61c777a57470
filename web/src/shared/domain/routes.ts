/** Route map of spec 01 §2.1 and 02 §2.1, and the pure rules that decide access. */
export type Flow = 'onboarding' | 'login' | 'manage_subscription' | 'wellhub' | 'static';

export const ROUTES = {
  home: '/',
  onboarding: '/onboarding',
  loading: '/onboarding/loading',
  onboardingStep: (stepId: string) => `/onboarding/${stepId}`,
  login: '/login',
  createAccount: '/login/create_account',
  tokenLogin: '/token_login',
  /** Sign-in with a Firebase custom token in query `ctoken` (spec 02 §2.5's related page). */
  ctokenLogin: '/login/ctoken',
  manageSubscription: '/manage_subscription',
  wellhub: '/wellhub',
  /** §312k BGB: cancelling without signing in, linked from every page's footer. */
  cancel: '/cancel',
  /** The cancellation e-mail's "this was not me" link (query `token`). */
  cancelRestore: '/cancel/restore',
  /** Art. 11a CRD (§356a BGB): withdrawing without signing in, linked from every page's footer. */
  withdraw: '/withdraw',
  /** The withdrawal e-mail's "this was not me" link (query `stop`). */
  withdrawStop: '/withdraw/stop',
  /**
   * The mail's link after a PayPal upsell was withdrawn on its own (query `plan`): the buyer keeps
   * the earlier plan by consenting at PayPal, which sends them back here.
   */
  withdrawPaypalPlan: '/withdraw/paypal-plan',
  /**
   * A failed renewal's page, without signing in: the mails' signed link (query `token`) and the
   * management screen's "Update card" open it; it takes a new card and pays what is owed.
   */
  cardUpdate: '/card-update',
} as const;

/**
 * The query field of the card-update link (`/card-update?token=…`, as the server's mails write
 * it). Whoever holds it can pay with a new card: on that page it is a page secret, never kept
 * with the spec's checkout `token` (02 §2.2) nor with the marketing parameters.
 */
export const CARD_UPDATE_TOKEN_PARAM = 'token';

/** The card-update page opened with a link's token. */
export const cardUpdatePath = (token: string): string =>
  `${ROUTES.cardUpdate}?${new URLSearchParams({ [CARD_UPDATE_TOKEN_PARAM]: token }).toString()}`;

/** The path as routes name it: `/payment/` is `/payment`, and `/` stays `/`. */
const withoutTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The card-update page, where the entry's `token` is that page's key (not the checkout's). */
export const isCardUpdatePath = (pathname: string): boolean =>
  withoutTrailingSlash(pathname) === ROUTES.cardUpdate;

/**
 * What PayPal appends to the paypal-plan page when the buyer comes back from its consent page
 * (or leaves it): on that page `token` is PayPal's, not the spec's checkout token (02 §2.2).
 */
export const PAYPAL_RETURN_FIELDS = ['token', 'subscription_id', 'ba_token'] as const;

/** The page of the kept PayPal plan, where PayPal's return fields are not entry parameters. */
export const isPaypalPlanPath = (pathname: string): boolean =>
  withoutTrailingSlash(pathname) === ROUTES.withdrawPaypalPlan;

export type FlowPage =
  'payment' | 'paymentSuccess' | 'updateSubscription' | 'ebook' | 'upgradeAccount' | 'download';

const ONBOARDING_PAGES: Record<FlowPage, string> = {
  payment: '/payment',
  paymentSuccess: '/payment_success',
  updateSubscription: '/update_subscription',
  ebook: '/ebook_purchase',
  upgradeAccount: '/upgrade_account',
  download: '/download',
};

const FLOW_PAGES: Record<Exclude<Flow, 'static'>, Partial<Record<FlowPage, string>>> = {
  onboarding: ONBOARDING_PAGES,
  login: {
    payment: '/login/payment',
    paymentSuccess: '/login/payment-success',
    updateSubscription: '/login/update_subscription',
    ebook: '/login/ebook_purchase',
    upgradeAccount: '/login/upgrade_account',
    download: '/login/download',
  },
  manage_subscription: {
    payment: '/manage_subscription/payment',
    paymentSuccess: '/manage_subscription/payment-success',
    updateSubscription: '/manage_subscription/update_subscription',
    download: '/manage_subscription/download',
  },
  wellhub: { download: '/wellhub/download' },
};

/** The path of a page of a flow; flows without that page use the onboarding flow's. */
export function flowPage(flow: Flow, page: FlowPage): string {
  return flowPagePath(flow, page) ?? ONBOARDING_PAGES[page];
}

/** The path of a page of a flow, or undefined when that flow has no such page. */
export function flowPagePath(flow: Flow, page: FlowPage): string | undefined {
  return flow === 'static' ? undefined : FLOW_PAGES[flow][page];
}

const ONBOARDING_FIRST_SEGMENTS = new Set([
  '',
  'onboarding',
  'payment',
  'payment_success',
  'update_subscription',
  'ebook_purchase',
  'upgrade_account',
  'download',
]);
const LOGIN_FIRST_SEGMENTS = new Set(['login', 'token_login']);
const STATIC_FIRST_SEGMENTS = new Set([
  'privacy',
  'privacy-app',
  'cookie-policy',
  'terms',
  'refund-policy',
  'accessibility',
  'cancel',
  'withdraw',
  'card-update',
]);

export type FlowResolution = { flow: Flow; known: boolean };

/** The flow of a path from its first segment; unknown paths are onboarding (known: false). */
export function flowFromPath(pathname: string): FlowResolution {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (ONBOARDING_FIRST_SEGMENTS.has(first)) return { flow: 'onboarding', known: true };
  if (LOGIN_FIRST_SEGMENTS.has(first)) return { flow: 'login', known: true };
  if (first === 'manage_subscription') return { flow: 'manage_subscription', known: true };
  if (first === 'wellhub') return { flow: 'wellhub', known: true };
  if (STATIC_FIRST_SEGMENTS.has(first)) return { flow: 'static', known: true };
  return { flow: 'onboarding', known: false };
}

/** Routes that need a signed-in user: every payment, upsell, upgrade and download page. */
export function isProtectedPath(pathname: string): boolean {
  const normalized = withoutTrailingSlash(pathname);
  return Object.values(FLOW_PAGES).some((pages) => Object.values(pages).includes(normalized));
}

/** The checkout screen of any flow (its payment page). */
export function isCheckoutPath(pathname: string): boolean {
  const normalized = withoutTrailingSlash(pathname);
  return Object.values(FLOW_PAGES).some((pages) => pages.payment === normalized);
}

/** Home, loading and onboarding steps: reachable before auth has settled. */
export function isPreAuthPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/onboarding' || pathname.startsWith('/onboarding/');
}

/** Home, /onboarding and the loading screen itself: where a visit opens on the loading screen. */
export function isLoadingEntryPath(pathname: string): boolean {
  const normalized = withoutTrailingSlash(pathname);
  return normalized === '/' || normalized === ROUTES.onboarding || normalized === ROUTES.loading;
}

/**
 * The static shell index.html paints before the app has loaded (src/boot/boot-shell.js decides
 * with the same rules): the loading screen's image where the visit opens on it, the gender
 * step's heading on the questionnaire's first step (or the loading screen's image when no saved
 * questionnaire has that step: the app then sends the visitor to loading), the faded logo where
 * the startup gate will show it, nothing on the other onboarding steps.
 */
export function bootShellOf(
  pathname: string,
  savedSteps: readonly string[] = [],
): 'loading' | 'gender' | 'gate' | 'none' {
  if (isLoadingEntryPath(pathname)) return 'loading';
  if (/^\/onboarding\/gender\/*$/.test(pathname))
    return savedSteps.includes('gender') ? 'gender' : 'loading';
  return isPreAuthPath(pathname) ? 'none' : 'gate';
}

export type UnauthTarget = 'loading' | 'login';

/** Where unauthenticated access to a protected route goes (flag 'unauth-route-directs-to'). */
export function unauthenticatedRedirect(flagValue: UnauthTarget): string {
  return flagValue === 'login' ? ROUTES.login : ROUTES.loading;
}
