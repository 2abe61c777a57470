/**
 * The one rule for a discounted amount, used for every amount the server charges or tells the
 * paywall to show (getProducts answers it as `discountedUnitAmount`, so the web never computes
 * one). Stripe's percent-off coupon takes round(amount × percent / 100) minor units off a line;
 * the buyer pays the rest. The trial fee and the e-book are charged with the same rule, so a
 * coupon at Stripe and an amount set here never differ by a rounding cent.
 */
export function discountedAmount(amount: number, percentOff: number): number {
  if (percentOff <= 0) return amount;
  return amount - Math.round((amount * percentOff) / 100);
}
