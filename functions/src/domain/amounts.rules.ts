/**
 * The one rule for a discounted amount, used for every amount the server charges or tells the
 * checkout screen to show (getProducts answers it as `discountedUnitAmount`, so the web never computes
 * one). Stripe's percent-off coupon takes round(amount × percent / 100) minor units off a line;
 * the buyer pays the rest. The trial fee and the e-book are charged with the same rule, so a
 * coupon at Stripe and an amount set here never differ by a rounding cent.
 */
export function discountedAmount(amount: number, percentOff: number): number {
  if (percentOff <= 0) return amount;
  return amount - Math.round((amount * percentOff) / 100);
}

/** Currencies without minor units (spec 01 §9): an amount is whole units. */
const ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);

/** Digits after the decimal point of a currency's major unit: 0 for JPY, 2 for EUR. */
export const fractionDigits = (currency: string): number =>
  ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : 2;

/** Minor units as a decimal string of the major unit: 1499 EUR → "14.99", 1500 JPY → "1500". */
export function majorUnits(amount: number, currency: string): string {
  const digits = fractionDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** A provider's decimal string ("14.99", PayPal) in minor units (whole yen for JPY). */
export function minorUnits(value: string, currency: string): number {
  const factor = ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
  return Math.round(Number(value) * factor);
}
