/** What closing the payment modal does (spec 02 §4.5). */
export type ModalCloseInput = {
  /** A payment or sign-in is running. */
  busy: boolean;
  benefitModalShown: boolean;
  useDiscountTimer: boolean;
  timerExpired: boolean;
  /** The countdown runs and has time left. */
  timeRemains: boolean;
  giftBannerExperiment: boolean;
};

export type ModalCloseDecision =
  | { ignored: true }
  | {
      ignored: false;
      openBenefitModal: boolean;
      removeDiscounts: boolean;
      showGiftBanner: boolean;
    };

export const MODAL_CLOSE_ANIMATION_MS = 400;

export function decideModalClose(input: ModalCloseInput): ModalCloseDecision {
  if (input.busy) return { ignored: true };
  const removeDiscounts = input.useDiscountTimer && input.timerExpired;
  return {
    ignored: false,
    openBenefitModal: !input.benefitModalShown,
    removeDiscounts,
    showGiftBanner: !removeDiscounts && input.timeRemains && input.giftBannerExperiment,
  };
}
