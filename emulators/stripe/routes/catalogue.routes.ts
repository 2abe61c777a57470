import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import {
  expandParam,
  formArray,
  formBool,
  formInt,
  metadataParam,
  pageParams,
  parseParams,
  createMetadata,
} from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { buildCoupon } from '../objects/catalogue.factory.js';
import { expandTree, renderObject } from '../state/expand.js';
import { newId } from '../state/ids.js';
import { listResponse } from '../state/list.js';

const retrieveSchema = z.object({ expand: expandParam });

const priceListSchema = z.object({
  ...pageParams,
  active: formBool.optional(),
  currency: z.string().optional(),
  lookup_keys: formArray(z.string()).optional(),
  type: z.enum(['recurring', 'one_time']).optional(),
  product: z.string().optional(),
  expand: expandParam,
});

const productListSchema = z.object({
  ...pageParams,
  active: formBool.optional(),
  ids: formArray(z.string()).optional(),
  expand: expandParam,
});

const couponCreateSchema = z.object({
  id: z.string().optional(),
  percent_off: z.coerce.number().gt(0).max(100).optional(),
  amount_off: formInt.optional(),
  currency: z.string().optional(),
  duration: z.enum(['once', 'forever', 'repeating']).default('once'),
  duration_in_months: formInt.optional(),
  name: z.string().optional(),
  max_redemptions: formInt.optional(),
  redeem_by: formInt.optional(),
  metadata: metadataParam,
  expand: expandParam,
});

/** Prices, products and coupons. */
export function registerCatalogueRoutes(router: Router): void {
  router.get('/v1/prices', 'secret', ({ input, state }) => {
    const params = parseParams(priceListSchema, input);
    const prices = state.prices.values().filter((price) => {
      if (params.active !== undefined && price.active !== params.active) return false;
      if (params.currency && price.currency !== params.currency.toLowerCase()) return false;
      if (params.lookup_keys && !params.lookup_keys.includes(price.lookup_key ?? '')) return false;
      if (params.type && price.type !== params.type) return false;
      return !params.product || price.product === params.product;
    });
    return json(listResponse(prices, params, '/v1/prices', expandTree(params.expand), state));
  });

  router.get('/v1/prices/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.prices.require(params.id ?? ''), expandTree(expand), state));
  });

  router.get('/v1/products', 'secret', ({ input, state }) => {
    const params = parseParams(productListSchema, input);
    const products = state.products.values().filter((product) => {
      if (params.active !== undefined && product.active !== params.active) return false;
      return !params.ids || params.ids.includes(product.id);
    });
    return json(listResponse(products, params, '/v1/products', expandTree(params.expand), state));
  });

  router.get('/v1/products/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.products.require(params.id ?? ''), expandTree(expand), state));
  });

  router.post('/v1/coupons', 'secret', ({ input, state }) => {
    const params = parseParams(couponCreateSchema, input);
    if ((params.percent_off === undefined) === (params.amount_off === undefined)) {
      throw invalidRequest(
        'You must pass exactly one of percent_off or amount_off.',
        'percent_off',
      );
    }
    if (params.amount_off !== undefined && !params.currency) {
      throw invalidRequest('You must pass currency when passing amount_off.', 'currency');
    }
    if (params.duration === 'repeating' && !params.duration_in_months) {
      throw invalidRequest(
        'You must pass duration_in_months when duration is repeating.',
        'duration_in_months',
      );
    }
    const id = params.id ?? newId('', 8).slice(1);
    if (state.coupons.has(id)) {
      throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
    }
    const coupon = state.coupons.put(
      buildCoupon({
        ...params,
        id,
        created: state.clock.now(),
        currency: params.currency?.toLowerCase(),
        metadata: createMetadata(params.metadata),
      }),
    );
    return json(renderObject(coupon, expandTree(params.expand), state));
  });

  router.get('/v1/coupons/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.coupons.require(params.id ?? ''), expandTree(expand), state));
  });
}
