import { toMoney } from '../plans.js';
import type { Money } from '../paypal-types.js';

/** Minor units per unit of a currency: 1 for zero-decimal ones (JPY), else 100. */
const factor = (currency: string): number => (toMoney(1, currency).value === '1' ? 1 : 100);

/** PayPal's decimal string as minor units ("29.99" EUR → 2999, "4800" JPY → 4800). */
export const minorUnits = (money: Money): number =>
  Math.round(Number(money.value) * factor(money.currency_code));

export const addMoney = (a: Money, b: Money): Money =>
  toMoney(minorUnits(a) + minorUnits(b), a.currency_code);

export const subtractMoney = (a: Money, b: Money): Money =>
  toMoney(Math.max(0, minorUnits(a) - minorUnits(b)), a.currency_code);

export const zeroMoney = (currency: string): Money => toMoney(0, currency);

/** The fee PayPal keeps of a payment it takes (the emulator's flat 3.49 % + 0.49). */
export function transactionFee(amount: Money): Money {
  const { value, currency_code } = amount;
  const digits = value.includes('.') ? 2 : 0;
  return {
    currency_code,
    value: (Number(value) * 0.0349 + (digits ? 0.49 : 49)).toFixed(digits),
  };
}
