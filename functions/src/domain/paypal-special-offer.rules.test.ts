import { describe, expect, it } from 'vitest';
import {
  paypalOfferEnd,
  restoreIsDue,
  type PayPalSpecialOffer,
} from './paypal-special-offer.rules';

const NOW = new Date(Date.UTC(2026, 10, 1, 12));
const days = (count: number) => new Date(NOW.getTime() + count * 86_400_000);

describe('paypalOfferEnd: until when a PayPal offer lowers the payments', () => {
  it.each([
    // next payment, offer months → end
    [days(20), 1, '2026-12-01T12:00:00.000Z'],
    [days(12), 3, '2027-02-01T12:00:00.000Z'],
    [days(80), 3, '2027-02-01T12:00:00.000Z'],
    // A renewal due the second the offer ends is still lowered.
    [days(30), 1, '2026-12-01T12:00:00.000Z'],
  ])('next payment %s, offer of %i month(s) → ends %s', (next, months, end) => {
    expect(
      paypalOfferEnd({ now: NOW, nextBillingAt: next, offerMonths: months }).toISOString(),
    ).toBe(end);
  });

  it.each([
    ['a payment PayPal bills at the old price (within 10 days)', days(9), 1],
    ['a payment on the edge of the 10 days (no margin left)', days(10.5), 1],
    ['no next payment', null, 3],
    ['no payment before the end (a long cycle)', days(40), 1],
  ])('is unavailable for %s', (_, next, months) => {
    expect(() => paypalOfferEnd({ now: NOW, nextBillingAt: next, offerMonths: months })).toThrow(
      expect.objectContaining({ code: 'special-offer-unavailable', kind: 'conflict' }),
    );
  });
});

describe('restoreIsDue', () => {
  const offer: PayPalSpecialOffer = {
    uid: 'u',
    sequence: 1,
    regular: { amount: 2999, currency: 'eur' },
    discounted: { amount: 1500, currency: 'eur' },
    endsAt: '2027-02-01T12:00:00.000Z',
    acceptedAt: NOW.toISOString(),
  };

  it.each([
    ['2027-01-15T12:00:00.000Z', false],
    ['2027-02-01T11:59:59.000Z', false],
    ['2027-02-01T12:00:00.000Z', false],
    ['2027-02-01T12:00:01.000Z', true],
    ['2027-02-15T12:00:00.000Z', true],
  ])('with the next payment on %s → %s', (next, due) => {
    expect(restoreIsDue(offer, new Date(next))).toBe(due);
  });

  it('is never due again once restored', () => {
    expect(restoreIsDue({ ...offer, restoredAt: NOW.toISOString() }, days(200))).toBe(false);
  });
});
