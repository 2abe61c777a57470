import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import {
  createMetadata,
  expandParam,
  formBool,
  formInt,
  mergeMetadata,
  metadataParam,
  parseParams,
} from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { buildPrice, buildProduct } from '../objects/catalogue.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { expandTree, renderObject } from '../state/expand.js';
import { newId } from '../state/ids.js';

const productCreateSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  active: formBool.optional(),
  description: z.string().optional(),
  metadata: metadataParam,
  expand: expandParam,
});

const productUpdateSchema = productCreateSchema.omit({ id: true }).partial();

const priceCreateSchema = z.object({
  currency: z.string().length(3),
  product: z.string(),
  unit_amount: formInt.min(0),
  active: formBool.optional(),
  lookup_key: z.string().max(200).optional(),
  transfer_lookup_key: formBool.optional(),
  nickname: z.string().optional(),
  recurring: z
    .object({
      interval: z.enum(['day', 'week', 'month', 'year']),
      interval_count: formInt.min(1).optional(),
    })
    .optional(),
  metadata: metadataParam,
  expand: expandParam,
});

const priceUpdateSchema = z.object({
  active: formBool.optional(),
  lookup_key: z.string().max(200).optional(),
  transfer_lookup_key: formBool.optional(),
  nickname: z.string().optional(),
  metadata: metadataParam,
  expand: expandParam,
});

/**
 * Gives `price` the lookup key, as Stripe does: a key is unique among prices; with
 * `transfer_lookup_key` it moves from the price holding it, otherwise that is an error.
 */
function assignLookupKey(
  state: EmulatorState,
  price: Stripe.Price,
  key: string,
  transfer: boolean,
): void {
  const holder = state.prices
    .values()
    .find((candidate) => candidate.lookup_key === key && candidate.id !== price.id);
  if (holder && !transfer)
    throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
  if (holder) holder.lookup_key = null;
  price.lookup_key = key || null;
}

/** Creating and updating products and prices (prices are immutable but for these fields). */
export function registerCatalogueWriteRoutes(router: Router): void {
  router.post('/v1/products', 'secret', ({ input, state }) => {
    const params = parseParams(productCreateSchema, input);
    const id = params.id ?? newId('prod', 14);
    if (state.products.has(id))
      throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
    const created = state.clock.now();
    const product = state.products.put({
      ...buildProduct({ id, model: 'trialV8', name: params.name }),
      active: params.active ?? true,
      created,
      updated: created,
      description: params.description ?? null,
      metadata: createMetadata(params.metadata),
    });
    return json(renderObject(product, expandTree(params.expand), state));
  });

  router.post('/v1/products/:id', 'secret', ({ input, params, state }) => {
    const update = parseParams(productUpdateSchema, input);
    const product = state.products.require(params.id ?? '');
    if (update.name !== undefined) product.name = update.name;
    if (update.active !== undefined) product.active = update.active;
    if (update.description !== undefined) product.description = update.description || null;
    product.metadata = mergeMetadata(product.metadata, update.metadata);
    product.updated = state.clock.now();
    return json(renderObject(product, expandTree(update.expand), state));
  });

  router.post('/v1/prices', 'secret', ({ input, state }) => {
    const params = parseParams(priceCreateSchema, input);
    state.products.require(params.product, 'product');
    const recurring = params.recurring
      ? { interval: params.recurring.interval, intervalCount: params.recurring.interval_count ?? 1 }
      : null;
    const price: Stripe.Price = {
      ...buildPrice({
        id: newId('price', 24),
        lookupKey: '',
        productId: params.product,
        group: 'v8',
        model: 'trialV8',
        currency: 'eur',
        unitAmount: params.unit_amount,
        baseDiscountPercentage: '0',
        type: recurring ? 'recurring' : 'one_time',
        recurring: null,
      }),
      active: params.active ?? true,
      created: state.clock.now(),
      currency: params.currency.toLowerCase(),
      lookup_key: null,
      metadata: createMetadata(params.metadata),
      nickname: params.nickname ?? null,
      recurring: recurring && {
        interval: recurring.interval,
        interval_count: recurring.intervalCount,
        meter: null,
        trial_period_days: null,
        usage_type: 'licensed',
      },
    };
    if (params.lookup_key)
      assignLookupKey(state, price, params.lookup_key, params.transfer_lookup_key ?? false);
    state.prices.put(price);
    return json(renderObject(price, expandTree(params.expand), state));
  });

  router.post('/v1/prices/:id', 'secret', ({ input, params, state }) => {
    const update = parseParams(priceUpdateSchema, input);
    const price = state.prices.require(params.id ?? '');
    if (update.lookup_key !== undefined)
      assignLookupKey(state, price, update.lookup_key, update.transfer_lookup_key ?? false);
    if (update.active !== undefined) price.active = update.active;
    if (update.nickname !== undefined) price.nickname = update.nickname || null;
    price.metadata = mergeMetadata(price.metadata, update.metadata);
    return json(renderObject(price, expandTree(update.expand), state));
  });
}
