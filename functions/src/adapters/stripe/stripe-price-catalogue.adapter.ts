import type Stripe from 'stripe';
import type { CataloguePrice } from '../../domain/catalogue.rules';
import type { Currency } from '../../domain/market.rules';
import type { PriceCatalogue } from '../purchases/price-catalogue.port';
import { orNullWhenMissing } from './stripe-errors';
import { toCataloguePrice } from './stripe-prices';

/** Stripe's prices, page by page. */
export class StripePriceCatalogue implements PriceCatalogue {
  constructor(private readonly stripe: Stripe) {}

  async activePrices(currency: Currency): Promise<CataloguePrice[]> {
    const prices: CataloguePrice[] = [];
    let startingAfter: string | undefined;
    for (;;) {
      const page = await this.stripe.prices.list({
        active: true,
        currency,
        limit: 100,
        ...(startingAfter ? { starting_after: startingAfter } : {}),
      });
      prices.push(...page.data.map(toCataloguePrice));
      const last = page.data.at(-1);
      if (!page.has_more || !last) return prices;
      startingAfter = last.id;
    }
  }

  async price(id: string): Promise<CataloguePrice | null> {
    const found = await orNullWhenMissing(this.stripe.prices.retrieve(id));
    return found && toCataloguePrice(found);
  }
}
