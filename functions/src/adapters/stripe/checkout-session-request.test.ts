import { describe, expect, it } from 'vitest';
import type { CataloguePrice } from '../../domain/catalogue.rules';
import { planSubscription } from '../../domain/catalogue.rules';
import { checkoutSessionCreateParams } from './checkout-session-request';

const base = (model: string, amount: number, interval: string, group = 'v8'): CataloguePrice => ({
  id: `price_${group}_${model}_eur`,
  active: true,
  unit_amount: amount,
  currency: 'eur',
  type: 'recurring',
  recurring: { interval, interval_count: 1 },
  metadata: { group, model, baseDiscountPercentage: group === 'v8' ? '50' : '0' },
  product: `prod_${model}`,
});
const oneMonth = base('oneMonthV8', 2999, 'month');
const standard = base('oneMonthV8', 2999, 'month', 'v8_standard');
const trial = base('trialV8', 499, 'week');
const context = {
  customer: 'cus_1',
  uid: 'u1',
  lang: 'fr' as const,
  platform: 'web',
  successUrl: 'https://fastwell.app/payment?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://fastwell.app/payment',
};

describe('checkoutSessionCreateParams', () => {
  it('sells the catalogue price to the uid: customer, reference, metadata, URLs, locale', () => {
    expect(checkoutSessionCreateParams(planSubscription(oneMonth, null, false), context)).toEqual({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'u1',
      line_items: [{ price: oneMonth.id, quantity: 1 }],
      subscription_data: {
        metadata: {
          uid: 'u1',
          priceId: oneMonth.id,
          lang: 'fr',
          platform: 'web',
          discountPercentage: '0',
        },
      },
      metadata: {
        uid: 'u1',
        priceId: oneMonth.id,
        lang: 'fr',
        platform: 'web',
        discountPercentage: '0',
      },
      success_url: context.successUrl,
      cancel_url: context.cancelUrl,
      locale: 'fr',
      custom_text: {
        submit: {
          message: 'Ton programme se renouvelle à 29,99\u00a0€ chaque mois jusqu’à résiliation.',
        },
      },
      consent_collection: { terms_of_service: 'required' },
    });
  });

  it.each([
    [
      'a trial',
      planSubscription(oneMonth, trial, true),
      'de',
      'Deine 7-tägige Testphase beginnt heute. Wenn du nicht vor ihrem Ende kündigst, verlängert sich dein Plan für 29,99\u00a0€ pro Monat.',
    ],
    [
      'a discounted first month',
      planSubscription(oneMonth, null, true),
      'en',
      'You pay €14.99 for your first month. After that, your plan renews at €29.99 every month until you cancel.',
    ],
    [
      'three months at the regular price',
      planSubscription(
        {
          ...oneMonth,
          recurring: { interval: 'month', interval_count: 3 },
          metadata: { ...oneMonth.metadata, model: 'threeMonthsV8' },
        },
        null,
        false,
      ),
      'it',
      'Il piano si rinnova a 29,99\u00a0€ ogni 3 mesi finché non disdici.',
    ],
  ] as const)(
    "§312j BGB beside Stripe's button: %s, in the buyer's language",
    (_case, plan, lang, message) => {
      expect(checkoutSessionCreateParams(plan, { ...context, lang }).custom_text).toEqual({
        submit: { message },
      });
    },
  );

  it.each([
    ['no discount asked', oneMonth, false, undefined],
    ['the discount of a group that has one', oneMonth, true, [{ coupon: 'first_period_1500_eur' }]],
    ['a discount the group does not grant', standard, true, undefined],
  ])('coupon: %s', (_name, price, withDiscount, discounts) => {
    const params = checkoutSessionCreateParams(
      planSubscription(price, null, withDiscount),
      context,
    );
    expect(params.discounts).toEqual(discounts);
  });

  it('a trial: 7 trial days on the one-month price plus the discounted fee as a one-time line', () => {
    const params = checkoutSessionCreateParams(planSubscription(oneMonth, trial, true), context);
    expect(params.discounts).toBeUndefined();
    expect(params).toMatchObject({
      line_items: [
        { price: oneMonth.id, quantity: 1 },
        { price_data: { currency: 'eur', product: 'prod_trialV8', unit_amount: 249 }, quantity: 1 },
      ],
      subscription_data: {
        trial_period_days: 7,
        metadata: { trialId: trial.id, originalTrialPrice: '499', discountPercentage: '50' },
      },
    });
  });
});
