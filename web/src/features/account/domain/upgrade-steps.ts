export type UpgradeStepId = 'purchase' | 'register' | 'download' | 'login';
export type UpgradeStepState = 'done' | 'current' | 'upcoming';
export type UpgradeStep = { id: UpgradeStepId; number: number; state: UpgradeStepState };

const ALL_STEPS: readonly UpgradeStepId[] = ['purchase', 'register', 'download', 'login'];
const CURRENT: UpgradeStepId = 'register';

/**
 * Spec 02 §2.4: purchase, register, download, login; the purchase step is left out when the user
 * did not purchase. The upgrade screen is the register step (2 of 4, or 1 of 3).
 */
export function upgradeSteps(didPurchase: boolean): UpgradeStep[] {
  const ids = didPurchase ? ALL_STEPS : ALL_STEPS.filter((id) => id !== 'purchase');
  const currentIndex = ids.indexOf(CURRENT);
  return ids.map((id, index) => ({
    id,
    number: index + 1,
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}
