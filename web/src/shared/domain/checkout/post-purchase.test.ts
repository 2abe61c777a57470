import { describe, expect, it } from 'vitest';
import {
  type PaymentCommitInput,
  postOnboardingRoute,
  routeAfterEbook,
  routeAfterPayment,
  routeAfterUpsell,
} from './post-purchase';

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
  it('after the e-book, the plan upsell unless the subscription was upgraded already', () => {
    const input = { ...base, upsellDurations: ['oneMonth'] };
    expect(routeAfterEbook({ ...input, upsellBought: false })).toBe(
      '/update_subscription?stepId=step1',
    );
    expect(routeAfterEbook({ ...input, upsellBought: true })).toBe('/upgrade_account');
  });
  it('otherwise continues as after onboarding', () => {
    expect(routeAfterPayment(base)).toBe('/upgrade_account');
    expect(routeAfterPayment({ ...base, isAnonymous: false })).toBe('/download');
  });
});

describe('routeAfterEbook', () => {
  const ebook = { ...base, upsellDurations: ['trial', 'oneMonth'], upsellBought: false };
  it.each([
    [{ durationType: 'trial' }, '/update_subscription?stepId=step1'],
    [{ durationType: 'oneMonth' }, '/update_subscription?stepId=step1'],
    [
      { durationType: 'oneMonth', flow: 'login' as const },
      '/login/update_subscription?stepId=step1',
    ],
    [{ durationType: 'threeMonths' }, '/upgrade_account'],
    [{ durationType: 'unknown', isAnonymous: false }, '/download'],
    [{ durationType: 'trial', upsellBought: true }, '/upgrade_account'],
    [{ durationType: 'trial', upsellDurations: [] }, '/upgrade_account'],
    [{ durationType: 'trial', hasUser: false }, '/update_subscription?stepId=step1'],
    [{ durationType: 'sixMonths', hasUser: false }, '/onboarding/loading'],
    [
      { durationType: 'oneMonth', flow: 'login' as const, isAnonymous: false, upsellDurations: [] },
      '/login/download',
    ],
  ])('%j → %s', (override, expected) => {
    expect(routeAfterEbook({ ...ebook, ...override })).toBe(expected);
  });
});

describe('routeAfterUpsell', () => {
  it.each([
    [{}, '/upgrade_account'],
    [{ isAnonymous: false }, '/download'],
    [{ flow: 'login' as const }, '/login/upgrade_account'],
    [{ flow: 'manage_subscription' as const, isAnonymous: false }, '/manage_subscription/download'],
    [{ hasUser: false }, '/onboarding/loading'],
  ])('%j → %s', (override, expected) => {
    expect(routeAfterUpsell({ ...base, ...override })).toBe(expected);
  });
});
