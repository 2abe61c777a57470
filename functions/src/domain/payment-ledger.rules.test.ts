import { describe, expect, it } from 'vitest';
import type { ReceivedPayment } from './payment-ledger.rules';
import { ledgerWith, payPalSalePayment, paymentRecordOf } from './payment-ledger.rules';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const payment = (overrides: Partial<ReceivedPayment> = {}): ReceivedPayment => ({
  provider: 'stripe',
  paymentId: 'in_1',
  subscriptionId: 'sub_1',
  amount: 2999,
  currency: 'EUR',
  paidAt: NOW,
  metadata: { uid: 'u1', experiments: 'color-scheme:blue', visitorId: 'visitor-0001' },
  ...overrides,
});

describe('paymentRecordOf', () => {
  it('shapes a received payment: lower-case currency, ISO time, decoded experiments', () => {
    expect(paymentRecordOf(payment())).toEqual({
      provider: 'stripe',
      subscriptionId: 'sub_1',
      amount: 2999,
      currency: 'eur',
      paidAt: '2026-11-27T10:00:00.000Z',
      experiments: { 'color-scheme': 'blue' },
      visitorId: 'visitor-0001',
    });
  });

  it('keeps the PaymentIntent that paid a Stripe invoice; an id unsafe as a key is left out', () => {
    expect(paymentRecordOf(payment({ paymentIntent: 'pi_3Abc' }))).toMatchObject({
      paymentIntent: 'pi_3Abc',
    });
    expect(paymentRecordOf(payment({ paymentIntent: 'pi/../x' }))).not.toHaveProperty(
      'paymentIntent',
    );
    expect(paymentRecordOf(payment({ paymentIntent: null }))).not.toHaveProperty('paymentIntent');
  });

  it('leaves out experiments and visitor when the metadata has none', () => {
    expect(paymentRecordOf(payment({ metadata: { uid: 'u1' } }))).not.toHaveProperty('experiments');
  });

  it.each([
    ['nothing paid', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['a fraction of a minor unit', { amount: 29.99 }],
    ['not a currency code', { currency: 'euro' }],
    ['an id unsafe as a key', { paymentId: 'in_1/../x' }],
    ['no subscription', { subscriptionId: '' }],
    ['an invalid time', { paidAt: new Date('nope') }],
  ])('no record for %s', (_, overrides) => {
    expect(paymentRecordOf(payment(overrides))).toBeNull();
  });
});

describe('ledgerWith', () => {
  const record = paymentRecordOf(payment());
  if (!record) throw new Error('no record');

  it.each([
    ['an empty ledger', undefined, { in_1: record }],
    [
      'a ledger with another payment',
      { in_0: { amount: 1 } },
      { in_0: { amount: 1 }, in_1: record },
    ],
    ['an odd stored value', 'broken', { in_1: record }],
  ])('adds the payment to %s', (_, stored, expected) => {
    expect(ledgerWith(stored, 'in_1', record)).toEqual(expected);
  });

  it('adds nothing for a payment already there (a redelivery)', () => {
    expect(ledgerWith({ in_1: { ...record, amount: 1 } }, 'in_1', record)).toBeNull();
  });
});

describe('payPalSalePayment', () => {
  const sale = (overrides: Record<string, unknown> = {}) => ({
    id: '5TY05013RG002845M',
    state: 'completed',
    amount: { total: '89.99', currency: 'EUR' },
    create_time: '2026-11-27T09:00:00Z',
    billing_agreement_id: 'I-ABC',
    ...overrides,
  });

  it.each([
    ['a euro sale in cents', sale(), 8999, 'EUR', '2026-11-27T09:00:00.000Z'],
    [
      'a yen sale in whole yen',
      sale({ amount: { total: '1500', currency: 'JPY' } }),
      1500,
      'JPY',
      '2026-11-27T09:00:00.000Z',
    ],
    ['no create_time: now', sale({ create_time: undefined }), 8999, 'EUR', NOW.toISOString()],
  ])('%s', (_, resource, amount, currency, paidAt) => {
    expect(payPalSalePayment(resource, 'I-ABC', { uid: 'u1' }, NOW)).toMatchObject({
      provider: 'paypal',
      paymentId: '5TY05013RG002845M',
      subscriptionId: 'I-ABC',
      amount,
      currency,
      paidAt: new Date(paidAt),
    });
  });

  it.each([
    ['a refunded sale', sale({ state: 'refunded' })],
    ['an amount that is no decimal', sale({ amount: { total: '1e3', currency: 'EUR' } })],
    ['no amount', sale({ amount: undefined })],
    ['not an object', 'sale'],
  ])('none for %s', (_, resource) => {
    expect(payPalSalePayment(resource, 'I-ABC', {}, NOW)).toBeNull();
  });
});
