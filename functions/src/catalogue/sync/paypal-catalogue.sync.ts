import { PAYPAL_CATALOG_PRODUCT, type PayPalPlanSpec } from '../paypal-plans.definition';
import type { PayPalCatalogClient } from './paypal-catalog.client';
import {
  planPayPalPlans,
  type ExistingPayPalPlan,
  type PayPalPlanAction,
} from './paypal-sync.plan';

export interface PayPalSyncResult {
  productCreated: boolean;
  actions: PayPalPlanAction['kind'][];
  /** Catalogue key → PayPal plan id, for every plan the catalogue sells. */
  planIds: Record<string, string>;
}

const PAGE_SIZE = 20;

async function listPlans(client: PayPalCatalogClient, productId: string) {
  const plans: ExistingPayPalPlan[] = [];
  for (let page = 1; ; page += 1) {
    const query = `product_id=${productId}&page_size=${PAGE_SIZE}&page=${page}`;
    const body = await client.call<{ plans?: ExistingPayPalPlan[] }>(
      'GET',
      `/v1/billing/plans?${query}`,
    );
    const found = body?.plans ?? [];
    plans.push(...found);
    if (found.length < PAGE_SIZE) return plans;
  }
}

const createBody = (spec: PayPalPlanSpec, productId: string) => ({
  product_id: productId,
  name: spec.name,
  description: spec.description,
  status: 'ACTIVE',
  billing_cycles: spec.billing_cycles,
  payment_preferences: spec.payment_preferences,
  taxes: spec.taxes,
  quantity_supported: false,
});

/**
 * Brings PayPal to the catalogue: the catalog product (our own id), then one plan per spec.
 * A changed amount updates the plan's pricing schemes in place, so the plan id (and with it the
 * map the functions read, and every existing subscription's plan) stays the same; PayPal
 * tells existing subscribers of the change and applies it after 10 days.
 */
export async function syncPayPal(
  client: PayPalCatalogClient,
  specs: readonly PayPalPlanSpec[],
): Promise<PayPalSyncResult> {
  const productId = PAYPAL_CATALOG_PRODUCT.id;
  const product = await client.call('GET', `/v1/catalogs/products/${productId}`);
  if (!product) await client.call('POST', '/v1/catalogs/products', PAYPAL_CATALOG_PRODUCT);
  const actions = planPayPalPlans(specs, await listPlans(client, productId));
  const conflicts = actions.flatMap((action) =>
    action.kind === 'conflict' ? [`${action.spec.key} (${action.id}): ${action.reason}`] : [],
  );
  if (conflicts.length > 0)
    throw new Error(`PayPal plans that cannot be updated in place:\n${conflicts.join('\n')}`);
  const planIds: Record<string, string> = {};
  for (const action of actions) {
    if (action.kind === 'create') {
      const created = await client.call<{ id: string }>(
        'POST',
        '/v1/billing/plans',
        createBody(action.spec, productId),
      );
      if (!created?.id) throw new Error(`PayPal created no plan for ${action.spec.key}`);
      planIds[action.spec.key] = created.id;
      continue;
    }
    if (action.kind === 'reprice')
      await client.call('POST', `/v1/billing/plans/${action.id}/update-pricing-schemes`, {
        pricing_schemes: action.updates,
      });
    if (action.kind !== 'conflict' && action.failureThreshold !== undefined)
      await client.call('PATCH', `/v1/billing/plans/${action.id}`, [
        {
          op: 'replace',
          path: '/payment_preferences/payment_failure_threshold',
          value: action.failureThreshold,
        },
      ]);
    if (action.kind !== 'conflict') planIds[action.spec.key] = action.id;
  }
  return { productCreated: !product, actions: actions.map((action) => action.kind), planIds };
}
