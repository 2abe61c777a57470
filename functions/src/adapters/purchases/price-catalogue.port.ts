import type { CataloguePrice } from '../../domain/catalogue.rules';
import type { Currency } from '../../domain/market.rules';

/** The prices on sale, as the provider that charges them keeps them (Stripe). */
export interface PriceCatalogue {
  /** Every active price in the currency. */
  activePrices(currency: Currency): Promise<CataloguePrice[]>;
  /** The price, active or not; null when the provider does not know the id. */
  price(id: string): Promise<CataloguePrice | null>;
}
