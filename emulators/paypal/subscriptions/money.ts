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
