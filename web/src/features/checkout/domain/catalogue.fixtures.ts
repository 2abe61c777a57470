import type { OfferedPrice } from '@fastwell/contract/catalogue';

/** A recurring catalogue price as getProducts answers it, 50 % base discount (tests only). */
export const recurringPrice = (
  id: string,
  amount: number,
  interval: 'week' | 'month',
  count: number,
  currency = 'eur',
): OfferedPrice => ({
  id,
  unit_amount: amount,
  currency,
  type: 'recurring',
  recurring: { interval, interval_count: count },
  metadata: { group: 'v8', baseDiscountPercentage: '50' },
  // As the server answers it: half the amount, the discount rounded.
  discountedUnitAmount: amount - Math.round(amount / 2),
});

/** Trial, one month and three months in euros: the usual checkout screen. */
export const EURO_OFFERED_PRICES: OfferedPrice[] = [
  recurringPrice('trial', 199, 'week', 1),
  recurringPrice('one', 2999, 'month', 1),
  recurringPrice('three', 5999, 'month', 3),
];
