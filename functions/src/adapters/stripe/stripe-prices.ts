import type Stripe from 'stripe';
import type { CataloguePrice } from '../../domain/catalogue.rules';

/** The part of a Stripe price the catalogue rules read. */
export function toCataloguePrice(price: Stripe.Price): CataloguePrice {
  return {
    id: price.id,
    active: price.active,
    unit_amount: price.unit_amount,
    currency: price.currency,
    type: price.type,
    recurring: price.recurring
      ? { interval: price.recurring.interval, interval_count: price.recurring.interval_count }
      : null,
    metadata: { ...price.metadata },
    product: typeof price.product === 'string' ? price.product : price.product.id,
  };
}
