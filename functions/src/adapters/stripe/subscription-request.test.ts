import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from '../../domain/catalogue.rules';
import { planSubscription } from '../../domain/catalogue.rules';
import { isSamePurchase, subscriptionCreateParams } from './subscription-request';

const base = (model: string, amount: number, interval: string): CataloguePrice => ({
  id: `price_v8_${model}_eur`,
  active: true,
  unit_amount: amount,
  currency: 'eur',
  type: 'recurring',
  recurring: { interval, interval_count: 1 },
  metadata: { group: 'v8', model, baseDiscountPercentage: '50' },
  product: `prod_${model}`,
});
const oneMonth = base('oneMonthV8', 2999, 'month');
const trial = base('trialV8', 499, 'week');
const context = { customer: 'cus_1', uid: 'u1', lang: 'de', platform: 'web' };

describe('subscriptionCreateParams', () => {
  it('creates an incomplete subscription that saves the card, without trial or discount', () => {
    expect(subscriptionCreateParams(planSubscription(oneMonth, null, false), context)).toEqual({
      customer: 'cus_1',
      items: [{ price: oneMonth.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      metadata: {
        uid: 'u1',
        priceId: oneMonth.id,
        lang: 'de',
        platform: 'web',
        discountPercentage: '0',
      },
    });
  });

  it('a discounted trial: no coupon, a 7-day trial and the discounted, non-discountable fee', () => {
    const params = subscriptionCreateParams(planSubscription(oneMonth, trial, true), context);
    expect(params.discounts).toBeUndefined();
    expect(params).toMatchObject({
      trial_period_days: 7,
      add_invoice_items: [
        {
          price_data: { currency: 'eur', product: 'prod_trialV8', unit_amount: 249 },
          discountable: false,
        },
      ],
      metadata: { trialId: trial.id, discountPercentage: '50', originalTrialPrice: '499' },
    });
  });
});

describe('the first-period discount', () => {
  it.each([
    [
      'granted: a fixed-amount coupon for what the checkout screen takes off',
      oneMonth,
      true,
      'first_period_1500_eur',
    ],
    ['not asked', oneMonth, false, undefined],
  ])('%s', (_name, price, withDiscount, coupon) => {
    const params = subscriptionCreateParams(planSubscription(price, null, withDiscount), context);
    expect(params.discounts).toEqual(coupon ? [{ coupon }] : undefined);
  });
});

describe('the attribution in the metadata', () => {
  it('adds the visitor, encoded experiments and attribution after what is sold', () => {
    const { metadata } = subscriptionCreateParams(planSubscription(oneMonth, null, false), {
      ...context,
      attribution: {
        visitorId: 'visitor-0001',
        experiments: { 'color-scheme': 'blue', 'selected-package-index': '0' },
        origin: 'https://fastwell.app/',
        urlParams: 'utm_source=meta',
        firstVisit: '2026-11-20T08:15:00.000Z',
        gender: 'female',
      },
    });
    expect(metadata).toEqual({
      uid: 'u1',
      priceId: oneMonth.id,
      lang: 'de',
      platform: 'web',
      discountPercentage: '0',
      visitorId: 'visitor-0001',
      experiments: 'color-scheme:blue,selected-package-index:0',
      origin: 'https://fastwell.app/',
      urlParams: 'utm_source=meta',
      firstVisit: '2026-11-20T08:15:00.000Z',
      gender: 'female',
    });
  });
});

describe('isSamePurchase', () => {
  const wanted = subscriptionCreateParams(
    planSubscription(oneMonth, trial, true),
    context,
  ).metadata;
  const existing = { ...wanted } as Record<string, string>;
  it.each([
    ['the same purchase', existing, true],
    ['another language and platform', { ...existing, lang: 'en', platform: 'ios' }, true],
    [
      'other experiments, visitor and attribution',
      { ...existing, experiments: 'color-scheme:green', visitorId: 'visitor-0002', origin: 'x' },
      true,
    ],
    ['another price', { ...existing, priceId: 'price_v8_threeMonthsV8_eur' }, false],
    ['without the trial', { ...existing, trialId: '' }, false],
    ['without the discount', { ...existing, discountPercentage: '0' }, false],
    ['another buyer', { ...existing, uid: 'u2' }, false],
    ['no metadata at all (made elsewhere)', {}, false],
  ])('%s → %s', (_name, metadata, same) => {
    expect(isSamePurchase(metadata, wanted)).toBe(same);
  });
});
