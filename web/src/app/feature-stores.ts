import type { FlowStores } from '../shared/stores/store-root';

/**
 * The stores of the screens after the questionnaire (checkout, purchase, sign-in, partner,
 * manage…), by flow: the lazy chunk app/feature-composition.ts builds. The questionnaire's own
 * stores are built with the app.
 */
export type FeatureStores = Omit<FlowStores, 'onboarding'>;
