import type { FlowName, FlowStores } from '../shared/stores/store-root';

/**
 * The stores of the screens after the questionnaire (checkout, purchase, sign-in, partner,
 * manage…), by flow: lazy chunks built by app/feature-composition.ts (the purchase flows) and
 * app/side-flow-composition.ts (the rest). The questionnaire's own stores are built with the app.
 */
export type FeatureStores = Omit<FlowStores, 'onboarding'>;

/**
 * Flows a visitor reaches from a mail's link, the footer or a partner (cancel, card update,
 * legal pages, manage, Wellhub, withdraw), not from the checkout: their stores are a chunk of
 * their own, loaded by their first screen, so the checkout's first render does not load them.
 */
export const SIDE_FLOWS = [
  'cancel',
  'card-update',
  'legal',
  'manage-subscription',
  'wellhub',
  'withdraw',
] as const satisfies readonly FlowName[];

export type SideFlow = (typeof SIDE_FLOWS)[number];
export type SideFlowStores = Pick<FeatureStores, SideFlow>;
/** The checkout, its purchase and what follows it (upsell, account, download) and sign-in. */
export type PurchaseFlowStores = Omit<FeatureStores, SideFlow>;

export const isSideFlow = (flow: FlowName): flow is SideFlow =>
  (SIDE_FLOWS as readonly FlowName[]).includes(flow);
