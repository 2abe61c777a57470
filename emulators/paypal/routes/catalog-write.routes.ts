import { invalidRequest, unprocessable } from '../http/paypal-error.js';
import { parseJsonBody } from '../http/request-body.js';
import { json, noContent, type Router } from '../http/router.js';
import type { BillingCycle } from '../paypal-types.js';
import { planResource } from '../plans.js';
import { newPlanId, newProductId } from '../state/ids.js';
import { createPlanSchema, createProductSchema, updatePricingSchema } from './catalog.schemas.js';
import { planLinks, productLinks, requirePlan, summary } from './plans.routes.js';

const wantsRepresentation = (prefer: unknown): boolean =>
  String(prefer ?? '').includes('return=representation');

/**
 * Catalog Products v1 create, Subscriptions v1 create plan and update pricing: what
 * `npm run catalogue:sync` calls. Plans bill fixed prices only (the catalogue has no tiers).
 */
export function registerCatalogWriteRoutes(router: Router): void {
  router.post('/v1/catalogs/products', 'app', (context) => {
    const input = parseJsonBody(context, createProductSchema);
    const id = input.id ?? newProductId();
    if (context.state.products.has(id))
      throw unprocessable('DUPLICATE_RESOURCE_IDENTIFIER', 'A product with this id exists.', '/id');
    const now = context.state.clock.iso();
    const product = {
      id,
      name: input.name,
      description: input.description ?? '',
      type: 'SERVICE' as const,
      category: 'SOFTWARE' as const,
      create_time: now,
      update_time: now,
    };
    context.state.products.set(id, product);
    return json({ ...product, links: productLinks(product, context.baseUrl) }, 201);
  });

  router.post('/v1/billing/plans', 'app', (context) => {
    const input = parseJsonBody(context, createPlanSchema);
    if (!context.state.products.has(input.product_id))
      throw unprocessable('INVALID_PRODUCT_ID', 'Invalid product id.', '/product_id');
    const currencies = new Set(
      input.billing_cycles.map((cycle) => cycle.pricing_scheme.fixed_price.currency_code),
    );
    if (currencies.size > 1)
      throw unprocessable('CURRENCY_MISMATCH', 'All cycles must use the same currency.');
    const plan = planResource(
      newPlanId(),
      {
        name: input.name,
        description: input.description ?? '',
        billing_cycles: input.billing_cycles,
        payment_preferences: {
          ...input.payment_preferences,
          setup_fee: input.payment_preferences.setup_fee ?? {
            currency_code: [...currencies][0] ?? 'USD',
            value: '0',
          },
        },
        taxes: input.taxes ?? { percentage: '0', inclusive: true },
      },
      input.product_id,
      context.state.clock.iso(),
    );
    context.state.plans.set(plan.id, plan);
    const links = planLinks(plan, context.baseUrl);
    if (wantsRepresentation(context.headers.prefer)) return json({ ...plan, links }, 201);
    return json(summary(plan, context.baseUrl), 201);
  });

  router.post('/v1/billing/plans/:id/update-pricing-schemes', 'app', (context) => {
    const plan = requirePlan(context.state, context.params.id);
    const { pricing_schemes } = parseJsonBody(context, updatePricingSchema);
    const now = context.state.clock.iso();
    const updates = pricing_schemes.map((update) => {
      const cycle = plan.billing_cycles.find(
        (candidate) => candidate.sequence === update.billing_cycle_sequence,
      );
      if (!cycle)
        throw unprocessable(
          'INVALID_BILLING_CYCLE_SEQUENCE',
          'The provided billing cycle sequence is not available.',
        );
      const price = update.pricing_scheme.fixed_price;
      if (price.currency_code !== cycle.pricing_scheme.fixed_price.currency_code)
        throw unprocessable(
          'CURRENCY_MISMATCH',
          "The currency code is different from the plan's currency code.",
        );
      return { cycle, price };
    });
    if (new Set(updates.map(({ cycle }) => cycle.sequence)).size !== updates.length)
      throw invalidRequest([
        { issue: 'INVALID_PARAMETER_VALUE', description: 'A billing cycle appears twice.' },
      ]);
    for (const { cycle, price } of updates) applyPrice(cycle, price, now);
    plan.update_time = now;
    return noContent();
  });
}

function applyPrice(
  cycle: BillingCycle,
  price: BillingCycle['pricing_scheme']['fixed_price'],
  now: string,
) {
  cycle.pricing_scheme = {
    ...cycle.pricing_scheme,
    version: (cycle.pricing_scheme.version ?? 0) + 1,
    fixed_price: { ...price },
    update_time: now,
  };
}
