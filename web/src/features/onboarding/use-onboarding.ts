import { useFlowStores } from '../../shared/stores/store-context';
import type { OnboardingActionsStore } from './stores/onboarding-actions.store';

/** The questionnaire's actions (the answers are shared: useAppStores().onboarding). */
export type OnboardingFlowStores = {
  onboardingActions: OnboardingActionsStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    onboarding: OnboardingFlowStores;
  }
}

/** The onboarding flow's stores; suspends until their chunk is there. */
export function useOnboarding(): OnboardingFlowStores {
  return useFlowStores('onboarding');
}
