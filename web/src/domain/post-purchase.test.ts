import { describe, expect, it } from 'vitest';
import { type PaymentCommitInput, postOnboardingRoute, routeAfterPayment } from './post-purchase';

const base: PaymentCommitInput = {
  flow: 'onboarding',
  hasUser: true,
  isAnonymous: true,
  isPartner: false,
  hasOldSubscription: true,
  isPurchaseAvailable: false,
  ebookUpsellEnabled: false,
  upsellDurations: [],
  durationType: 'oneMonth',
};

describe('postOnboardingRoute', () => {
  it.each([
    [{ hasUser: false }, '/onboarding/loading'],
    [{ isPartner: true }, '/wellhub/download'],
    [{ hasOldSubscription: false, isPurchaseAvailable: true }, '/payment'],
    [
      { flow: 'login' as const, hasOldSubscription: false, isPurchaseAvailable: true },
      '/login/payment',
    ],
    [{}, '/upgrade_account'],
    [{ isAnonymous: false }, '/download'],
    [{ flow: 'login' as const, isAnonymous: false }, '/login/download'],
  ])('%j → %s', (override, expected) => {
    expect(postOnboardingRoute({ ...base, ...override })).toBe(expected);
  });
});

describe('routeAfterPayment', () => {
  it('offers the e-book first when enabled', () => {
    expect(routeAfterPayment({ ...base, ebookUpsellEnabled: true })).toBe('/ebook_purchase');
  });
  it('offers the plan upsell when the duration is enabled', () => {
    expect(routeAfterPayment({ ...base, upsellDurations: ['oneMonth'] })).toBe(
      '/update_subscription?stepId=step1',
    );
  });
  it('otherwise continues as after onboarding', () => {
    expect(routeAfterPayment(base)).toBe('/upgrade_account');
    expect(routeAfterPayment({ ...base, isAnonymous: false })).toBe('/download');
  });
});
