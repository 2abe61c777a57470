import { describe, expect, it } from 'vitest';
import {
  expressCheckoutMethods,
  modalSections,
  paymentMethodOrder,
  type WalletMethod,
} from './payment-methods';

const SPEC_ORDER = ['apple_pay', 'card', 'paypal', 'google_pay'];
const PAYPAL_FIRST = ['paypal', 'apple_pay', 'card', 'google_pay'];

describe('paymentMethodOrder (spec 02 §9)', () => {
  it.each([
    ['DE', PAYPAL_FIRST],
    ['AT', PAYPAL_FIRST],
    ['CH', PAYPAL_FIRST],
    ['de', PAYPAL_FIRST],
    ['at', PAYPAL_FIRST],
    ['FR', SPEC_ORDER],
    ['US', SPEC_ORDER],
    ['LU', SPEC_ORDER],
    ['', SPEC_ORDER],
    [null, SPEC_ORDER],
    [undefined, SPEC_ORDER],
  ])('%j → %j', (country, order) => {
    expect(paymentMethodOrder(country)).toEqual(order);
  });
});

describe('modalSections: one block per method, in the spec order', () => {
  it.each([
    ['DE', true, PAYPAL_FIRST],
    ['DE', false, ['apple_pay', 'card', 'google_pay']],
    ['AT', true, PAYPAL_FIRST],
    ['CH', false, ['apple_pay', 'card', 'google_pay']],
    ['ch', true, PAYPAL_FIRST],
    ['FR', true, SPEC_ORDER],
    ['FR', false, ['apple_pay', 'card', 'google_pay']],
    ['US', true, SPEC_ORDER],
    ['us', false, ['apple_pay', 'card', 'google_pay']],
    [null, true, SPEC_ORDER],
    [null, false, ['apple_pay', 'card', 'google_pay']],
  ])('%j with PayPal %s → %j', (country, paypal, sections) => {
    expect(modalSections(paymentMethodOrder(country), { paypal })).toEqual(sections);
  });

  it.each<[string, WalletMethod[], boolean, string[]]>([
    ['FR', ['apple_pay'], true, ['card', 'paypal', 'google_pay']],
    ['FR', ['google_pay'], true, ['apple_pay', 'card', 'paypal']],
    ['FR', ['apple_pay', 'google_pay'], false, ['card']],
    ['DE', ['apple_pay'], true, ['paypal', 'card', 'google_pay']],
    ['DE', ['apple_pay', 'google_pay'], true, ['paypal', 'card']],
  ])(
    '%s without %j (PayPal %s) → %j: no block for a wallet the browser does not offer',
    (country, unavailable, paypal, sections) => {
      expect(
        modalSections(paymentMethodOrder(country), {
          paypal,
          unavailableWallets: new Set(unavailable),
        }),
      ).toEqual(sections);
    },
  );
});

describe('expressCheckoutMethods', () => {
  it.each<[WalletMethod, 'applePay' | 'googlePay', 'applePay' | 'googlePay']>([
    ['apple_pay', 'applePay', 'googlePay'],
    ['google_pay', 'googlePay', 'applePay'],
  ])('%s: the element shows that wallet only', (wallet, shown, other) => {
    const methods = expressCheckoutMethods(wallet);
    expect(methods[shown]).toBe('auto');
    expect(methods[other]).toBe('never');
    expect([methods.link, methods.paypal, methods.amazonPay, methods.klarna]).toEqual([
      'never',
      'never',
      'never',
      'never',
    ]);
  });
});
