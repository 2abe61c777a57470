import { ordersUnprocessable } from '../http/paypal-error.js';
import { toMoney } from '../plans.js';
import type { Money } from '../paypal-types.js';
import { minorUnits } from '../subscriptions/money.js';
import type { AmountBreakdown, CreateOrderInput, PurchaseUnitInput } from './order.schemas.js';

const decimalsOf = (currency: string): number => (toMoney(1, currency).value === '1' ? 0 : 2);

/** A value with more decimals than the currency has (`JPY` none, others two) is refused. */
function checkPrecision(money: Money, field: string): void {
  const decimals = money.value.split('.')[1]?.length ?? 0;
  if (decimals > decimalsOf(money.currency_code))
    throw ordersUnprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      field,
    );
}

function checkBreakdown(unit: PurchaseUnitInput, at: string): void {
  const parts: AmountBreakdown = unit.amount.breakdown ?? {};
  const cents = (money: Money | undefined) => (money ? minorUnits(money) : 0);
  if (unit.items?.length) {
    if (!parts.item_total)
      throw ordersUnprocessable(
        'ITEM_TOTAL_REQUIRED',
        'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
        `${at}/amount/breakdown/item_total`,
      );
    const items = unit.items.reduce(
      (sum, item) => sum + minorUnits(item.unit_amount) * Number(item.quantity),
      0,
    );
    if (items !== minorUnits(parts.item_total))
      throw ordersUnprocessable(
        'ITEM_TOTAL_MISMATCH',
        'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
        `${at}/amount/breakdown/item_total`,
      );
  }
  if (!unit.amount.breakdown) return;
  const total =
    cents(parts.item_total) +
    cents(parts.tax_total) +
    cents(parts.shipping) +
    cents(parts.handling) +
    cents(parts.insurance) -
    cents(parts.shipping_discount) -
    cents(parts.discount);
  if (total !== minorUnits(unit.amount))
    throw ordersUnprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      `${at}/amount/value`,
    );
}

/**
 * The amount rules of Orders v2 "Create order" (422s): one currency in the whole order
 * (MULTI_CURRENCY_ORDER), amounts above zero (CANNOT_BE_ZERO_OR_NEGATIVE) with the currency's
 * precision (DECIMAL_PRECISION), a breakdown that adds up (AMOUNT_MISMATCH) and items that match
 * their item_total (ITEM_TOTAL_REQUIRED, ITEM_TOTAL_MISMATCH).
 */
export function checkOrderAmounts(input: CreateOrderInput): void {
  const currency = input.purchase_units[0]?.amount.currency_code;
  input.purchase_units.forEach((unit, index) => {
    const at = `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'`;
    const amounts: Money[] = [
      unit.amount,
      ...Object.values(unit.amount.breakdown ?? {}),
      ...(unit.items ?? []).map((item) => item.unit_amount),
    ];
    if (amounts.some((money) => money.currency_code !== currency))
      throw ordersUnprocessable(
        'MULTI_CURRENCY_ORDER',
        'Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.',
        `/purchase_units/${index}/amount/currency_code`,
      );
    for (const money of amounts) checkPrecision(money, `${at}/amount/value`);
    if (minorUnits(unit.amount) <= 0)
      throw ordersUnprocessable(
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
        `${at}/amount/value`,
      );
    checkBreakdown(unit, at);
  });
}
