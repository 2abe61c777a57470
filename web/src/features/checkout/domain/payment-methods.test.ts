import { describe, expect, it } from 'vitest';
import { modalSections, paymentMethodOrder, walletOrder } from './payment-methods';

describe('paymentMethodOrder', () => {
  it.each([
    ['FR', ['apple_pay', 'card', 'paypal', 'google_pay']],
    ['US', ['apple_pay', 'card', 'paypal', 'google_pay']],
    [null, ['apple_pay', 'card', 'paypal', 'google_pay']],
    ['DE', ['paypal', 'apple_pay', 'card', 'google_pay']],
    ['at', ['paypal', 'apple_pay', 'card', 'google_pay']],
    ['CH', ['paypal', 'apple_pay', 'card', 'google_pay']],
  ])('%s → %j', (country, order) => {
    expect(paymentMethodOrder(country)).toEqual(order);
  });
});

describe('modalSections', () => {
  it.each([
    ['FR', true, ['wallets', 'card', 'paypal']],
    ['FR', false, ['wallets', 'card']],
    ['DE', true, ['paypal', 'wallets', 'card']],
    ['DE', false, ['wallets', 'card']],
  ])('%s with PayPal %s → %j', (country, paypal, sections) => {
    expect(modalSections(paymentMethodOrder(country), { paypal })).toEqual(sections);
  });
});

describe('walletOrder', () => {
  it('keeps Apple Pay before Google Pay', () => {
    expect(walletOrder(paymentMethodOrder('DE'))).toEqual(['apple_pay', 'google_pay']);
  });
});
