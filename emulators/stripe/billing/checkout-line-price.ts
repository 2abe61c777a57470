import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import { formInt } from '../http/params.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { inlineOneTimePrice } from './pricing.js';

/** `line_items[n]`: a stored price, or an inline one-time `price_data` (as Stripe accepts). */
export const checkoutLineItemSchema = z.object({
  price: z.string().optional(),
  price_data: z
    .object({
      currency: z.string(),
      product: z.string(),
      unit_amount: formInt.min(0),
      recurring: z.unknown().optional(),
    })
    .optional(),
  quantity: formInt.min(1).optional(),
});
export type CheckoutLineItemParams = z.infer<typeof checkoutLineItemSchema>;

/**
 * The price of one line. Like Stripe, an inline `price_data` becomes a new inactive price (stored
 * once the session is valid), so the subscription Checkout creates can bill it: a one-time line is
 * an item of the first invoice.
 */
export function checkoutLinePrice(
  state: EmulatorState,
  entry: CheckoutLineItemParams,
  index: number,
): Stripe.Price {
  const param = `line_items[${index}]`;
  if (entry.price) return state.prices.require(entry.price, `${param}[price]`);
  const data = entry.price_data;
  if (!data)
    throw invalidRequest(
      `Missing required param: ${param}[price].`,
      `${param}[price]`,
      'parameter_missing',
    );
  if (data.recurring !== undefined)
    throw invalidRequest(
      'Recurring `price_data` is not supported by this emulator; use a catalogue price.',
      `${param}[price_data][recurring]`,
    );
  const product = state.products.require(data.product, `${param}[price_data][product]`);
  return inlineOneTimePrice(state, {
    product: product.id,
    currency: data.currency,
    unitAmount: data.unit_amount,
  });
}
