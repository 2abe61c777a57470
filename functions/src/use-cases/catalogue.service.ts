import type Stripe from 'stripe';
import type { CataloguePrice } from '../domain/catalogue.rules';
import type { Currency } from '../domain/market.rules';
import type { Clock } from '../adapters/clock/clock.port';
import { toCataloguePrice } from '../adapters/stripe/stripe-prices';

export const CATALOGUE_TTL_MS = 60_000;

/**
 * Active Stripe prices per currency, kept in this process's memory for a minute: the checkout screen
 * asks on every visit and the catalogue changes rarely.
 */
export class CatalogueService {
  private readonly cache = new Map<Currency, { at: number; prices: Promise<CataloguePrice[]> }>();

  constructor(
    private readonly stripe: Stripe,
    private readonly clock: Clock,
    private readonly ttlMs = CATALOGUE_TTL_MS,
  ) {}

  activePrices(currency: Currency): Promise<CataloguePrice[]> {
    const now = this.clock.now().getTime();
    const cached = this.cache.get(currency);
    if (cached && now - cached.at < this.ttlMs) return cached.prices;
    const prices = this.fetch(currency);
    this.cache.set(currency, { at: now, prices });
    // A failed fetch is not remembered.
    prices.catch(() => this.cache.delete(currency));
    return prices;
  }

  async price(priceId: string): Promise<CataloguePrice> {
    return toCataloguePrice(await this.stripe.prices.retrieve(priceId));
  }

  private async fetch(currency: Currency): Promise<CataloguePrice[]> {
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
}
