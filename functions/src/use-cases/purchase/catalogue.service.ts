import type { CataloguePrice } from '../../domain/catalogue.rules';
import type { Currency } from '../../domain/market.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { PriceCatalogue } from '../../adapters/purchases/price-catalogue.port';

export const CATALOGUE_TTL_MS = 60_000;

/**
 * Active Stripe prices per currency, kept in this process's memory for a minute: the checkout screen
 * asks on every visit and the catalogue changes rarely.
 */
export class CatalogueService {
  private readonly cache = new Map<Currency, { at: number; prices: Promise<CataloguePrice[]> }>();

  constructor(
    private readonly provider: PriceCatalogue,
    private readonly clock: Clock,
    private readonly ttlMs = CATALOGUE_TTL_MS,
  ) {}

  activePrices(currency: Currency): Promise<CataloguePrice[]> {
    const now = this.clock.now().getTime();
    const cached = this.cache.get(currency);
    if (cached && now - cached.at < this.ttlMs) return cached.prices;
    const prices = this.provider.activePrices(currency);
    this.cache.set(currency, { at: now, prices });
    // A failed fetch is not remembered.
    prices.catch(() => this.cache.delete(currency));
    return prices;
  }

  /**
   * The price, active or not; null when unknown. A price this process listed for the checkout
   * screen within the minute (activePrices) is answered as listed, without a call: what is sold
   * is then exactly what that screen showed (a price's amount never changes at Stripe; one
   * archived meanwhile stays on sale until the list is read again, as it stays on show).
   */
  async price(priceId: string): Promise<CataloguePrice | null> {
    const now = this.clock.now().getTime();
    for (const { at, prices } of this.cache.values()) {
      if (now - at >= this.ttlMs) continue;
      const found = (await prices.catch(() => [])).find((price) => price.id === priceId);
      if (found) return found;
    }
    return this.provider.price(priceId);
  }
}
