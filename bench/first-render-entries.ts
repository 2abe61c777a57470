/**
 * For each measured screen, the source modules (Vite manifest keys, relative to web/) whose chunks
 * the app awaits before that screen's first render. With index.html's entry chunk and their
 * static imports they are the screen's first-render JS (bench/first-render-bytes.ts). `npm run
 * bench` compares them with what the browser loaded before the screen's heading painted and lists
 * any difference in report.md: when the app's start changes, change these with it.
 */

export const FIRST_RENDER_SCREENS = ['loading', 'gender', 'payment'] as const;
export type FirstRenderScreen = (typeof FIRST_RENDER_SCREENS)[number];

/** web/src/main.tsx: react-dom first (through app/react-dom-client.ts), then the app's start, each a dynamic import. */
const START = ['src/app/react-dom-client.ts', 'src/app/start.tsx'];

/**
 * The checkout's startup gate (spec 02 §4.1; app/route-gate.tsx, RootStore.startServices): the
 * flags (GrowthBook, the visitor attributes it is given and the exposures store, which
 * FlagsStore.init awaits), the feature stores (app/feature-composition.ts with the API client,
 * FeatureStoresLoader) and the session (Firebase app and auth); Stripe.js (StripeLoaderService:
 * @stripe/stripe-js/pure, then Stripe's own script, which is not part of the build). Not awaited
 * but loaded before the heading all the same: the account calls, with which the session syncs
 * the user that auth restored (SessionStore.restored) as the gate opens. The feature stores and
 * the checkout screen share the checkout-start chunk (web/vite.config.ts).
 */
const CHECKOUT_GATE = [
  '../node_modules/@growthbook/growthbook-react/dist/esm/index.js',
  'src/shared/domain/experiments/visitor-attributes.ts',
  'src/shared/stores/experiment-exposures.ts',
  'src/app/feature-composition.ts',
  'src/shared/services/api-client.ts',
  '../node_modules/firebase/app/dist/esm/index.esm.js',
  '../node_modules/firebase/auth/dist/esm/index.esm.js',
  '../node_modules/@stripe/stripe-js/pure/index.mjs',
  'src/shared/services/account.api.ts',
];

export const FIRST_RENDER_ENTRIES: Record<FirstRenderScreen, readonly string[]> = {
  // app/router.tsx preloadFirstScreen: the loading screen's lazy chunk; no Chakra.
  loading: [...START, 'src/features/onboarding/loading-screen.tsx'],
  // The onboarding step route's lazy chunk, preloaded the same way; the gender step is plain.
  gender: [...START, 'src/features/onboarding/onboarding-step-route.tsx'],
  // The checkout screen's lazy chunk renders once the gate has passed. Its above-the-fold is
  // plain (no Chakra): app/chakra-boundary.tsx needsChakra, shared/ui/chakra-island.tsx.
  payment: [...START, ...CHECKOUT_GATE, 'src/features/checkout/checkout-screen.tsx'],
};
