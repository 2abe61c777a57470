import { describe, expect, it } from 'vitest';
import { type ModalCloseInput, decideModalClose } from './modal-close';

const base: ModalCloseInput = {
  busy: false,
  benefitModalShown: false,
  useDiscountTimer: true,
  timerExpired: false,
  timeRemains: true,
  giftBannerExperiment: true,
};

describe('decideModalClose', () => {
  it('ignores a close while busy', () => {
    expect(decideModalClose({ ...base, busy: true })).toEqual({ ignored: true });
  });
  it.each<[string, Partial<ModalCloseInput>, object]>([
    [
      'first close with time left: benefit modal and gift banner',
      {},
      { openBenefitModal: true, removeDiscounts: false, showGiftBanner: true },
    ],
    [
      'second close: no benefit modal',
      { benefitModalShown: true },
      { openBenefitModal: false, removeDiscounts: false, showGiftBanner: true },
    ],
    [
      'expired timer removes discounts, no gift banner',
      { timerExpired: true, timeRemains: false },
      { openBenefitModal: true, removeDiscounts: true, showGiftBanner: false },
    ],
    [
      'expired but timer use off: discounts stay',
      { timerExpired: true, timeRemains: false, useDiscountTimer: false },
      { openBenefitModal: true, removeDiscounts: false, showGiftBanner: false },
    ],
    [
      'gift experiment off',
      { giftBannerExperiment: false },
      { openBenefitModal: true, removeDiscounts: false, showGiftBanner: false },
    ],
    [
      'no countdown running',
      { timeRemains: false },
      { openBenefitModal: true, removeDiscounts: false, showGiftBanner: false },
    ],
  ])('%s', (_name, input, expected) => {
    expect(decideModalClose({ ...base, ...input })).toEqual({ ignored: false, ...expected });
  });
});
