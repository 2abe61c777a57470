import type Stripe from 'stripe';
import type { CatalogueCoupon, CataloguePrice, CatalogueProduct } from '../catalogue.definition';
import {
  planCoupon,
  planStripePrices,
  priceMetadata,
  type ExistingStripePrice,
  type StripePriceAction,
} from './stripe-sync.plan';

export interface StripeCatalogue {
  products: readonly CatalogueProduct[];
  prices: readonly CataloguePrice[];
  coupons: readonly CatalogueCoupon[];
}

export interface StripeSyncResult {
  productsCreated: number;
  productsUpdated: number;
  prices: StripePriceAction['kind'][];
  couponsCreated: number;
}

/** Stripe lists at most 10 lookup keys per request. */
const LOOKUP_KEYS_PER_LIST = 10;

const isMissing = (error: unknown): boolean =>
  (error as { statusCode?: number }).statusCode === 404;

async function retrieveOrNull<T>(retrieve: () => Promise<T>): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function syncProducts(stripe: Stripe, products: readonly CatalogueProduct[]) {
  let created = 0;
  let updated = 0;
  for (const product of products) {
    const existing = await retrieveOrNull(() => stripe.products.retrieve(product.id));
    const metadata = { model: product.model };
    if (!existing) {
      await stripe.products.create({ id: product.id, name: product.name, metadata });
      created += 1;
    } else if (
      existing.name !== product.name ||
      !existing.active ||
      existing.metadata.model !== product.model
    ) {
      await stripe.products.update(product.id, { name: product.name, active: true, metadata });
      updated += 1;
    }
  }
  return { created, updated };
}

async function pricesHoldingKeys(stripe: Stripe, keys: readonly string[]) {
  const found: ExistingStripePrice[] = [];
  for (let start = 0; start < keys.length; start += LOOKUP_KEYS_PER_LIST) {
    const lookup_keys = keys.slice(start, start + LOOKUP_KEYS_PER_LIST);
    for await (const price of stripe.prices.list({ lookup_keys, limit: 100 })) {
      const product = typeof price.product === 'string' ? price.product : price.product.id;
      found.push({ ...price, product });
    }
  }
  return found;
}

function createParams(price: CataloguePrice): Stripe.PriceCreateParams {
  return {
    product: price.productId,
    currency: price.currency,
    unit_amount: price.unitAmount,
    ...(price.recurring
      ? {
          recurring: {
            interval: price.recurring.interval,
            interval_count: price.recurring.intervalCount,
          },
        }
      : {}),
    lookup_key: price.lookupKey,
    metadata: priceMetadata(price),
  };
}

async function applyPrice(stripe: Stripe, action: StripePriceAction): Promise<void> {
  switch (action.kind) {
    case 'keep':
      return;
    case 'create':
      await stripe.prices.create(createParams(action.price));
      return;
    case 'update':
      await stripe.prices.update(action.id, {
        active: true,
        metadata: priceMetadata(action.price),
      });
      return;
    case 'replace':
      // Prices are immutable: the new one takes the lookup key, the old one is archived
      // (subscriptions on it keep their price).
      await stripe.prices.create({ ...createParams(action.price), transfer_lookup_key: true });
      await stripe.prices.update(action.oldId, { active: false });
      return;
  }
}

/** Brings Stripe to the catalogue: products (our ids), prices by lookup key, coupons (our ids). */
export async function syncStripe(
  stripe: Stripe,
  catalogue: StripeCatalogue,
): Promise<StripeSyncResult> {
  const products = await syncProducts(stripe, catalogue.products);
  const keys = catalogue.prices.map((price) => price.lookupKey);
  const actions = planStripePrices(catalogue.prices, await pricesHoldingKeys(stripe, keys));
  for (const action of actions) await applyPrice(stripe, action);
  let couponsCreated = 0;
  for (const coupon of catalogue.coupons) {
    const existing = await retrieveOrNull(() => stripe.coupons.retrieve(coupon.id));
    const decision = planCoupon(coupon, existing);
    if (decision === 'conflict')
      throw new Error(
        `Stripe coupon ${coupon.id} exists with another discount; coupons are immutable`,
      );
    if (decision === 'create') {
      await stripe.coupons.create({
        id: coupon.id,
        percent_off: coupon.percentOff,
        duration: coupon.duration,
        name: coupon.name,
      });
      couponsCreated += 1;
    }
  }
  return {
    productsCreated: products.created,
    productsUpdated: products.updated,
    prices: actions.map((action) => action.kind),
    couponsCreated,
  };
}
