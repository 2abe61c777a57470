import { invalidRequest, resourceNotFound } from '../http/paypal-error.js';
import { json, type RequestContext, type Router } from '../http/router.js';
import type { Link, PlanResource, ProductResource } from '../paypal-types.js';
import type { PayPalState } from '../state/paypal-state.js';

export function planLinks(plan: PlanResource, baseUrl: string): Link[] {
  const self = `${baseUrl}/v1/billing/plans/${plan.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    { href: self, rel: 'edit', method: 'PATCH' },
    { href: `${self}/deactivate`, rel: 'self', method: 'POST' },
  ];
}

/** The list's default (minimal) item; `Prefer: return=representation` gives whole plans. */
export function summary(
  plan: PlanResource,
  baseUrl: string,
): PlanResource | Record<string, unknown> {
  const { id, product_id, name, status, description, usage_type, create_time } = plan;
  const links = planLinks(plan, baseUrl);
  return { id, product_id, name, status, description, usage_type, create_time, links };
}

function integerParam(context: RequestContext, name: string, fallback: number, max: number) {
  const raw = context.query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw invalidRequest([
      {
        field: name,
        value: raw,
        location: 'query',
        issue: 'INVALID_PARAMETER_VALUE',
        description: `The value of ${name} must be an integer between 1 and ${max}.`,
      },
    ]);
  return value;
}

function listPlans(context: RequestContext) {
  const pageSize = integerParam(context, 'page_size', 10, 20);
  const page = integerParam(context, 'page', 1, 100_000);
  const productId = context.query.get('product_id');
  const planIds = context.query.get('plan_ids')?.split(',').filter(Boolean);
  const matching = [...context.state.plans.values()].filter(
    (plan) =>
      (!productId || plan.product_id === productId) && (!planIds || planIds.includes(plan.id)),
  );
  const full = String(context.headers.prefer ?? '').includes('return=representation');
  const items = matching
    .slice((page - 1) * pageSize, page * pageSize)
    .map((plan) =>
      full ? { ...plan, links: planLinks(plan, context.baseUrl) } : summary(plan, context.baseUrl),
    );
  const totalPages = Math.ceil(matching.length / pageSize);
  const pageLink = (rel: string, target: number): Link => ({
    href: `${context.baseUrl}/v1/billing/plans?page_size=${pageSize}&page=${target}`,
    rel,
    method: 'GET',
  });
  const links = [pageLink('self', page), pageLink('first', 1)];
  if (page < totalPages) links.push(pageLink('next', page + 1));
  if (page > 1) links.push(pageLink('prev', page - 1));
  if (totalPages > 0) links.push(pageLink('last', totalPages));
  const totals =
    context.query.get('total_required') === 'true'
      ? { total_items: matching.length, total_pages: totalPages }
      : {};
  return json({ plans: items, ...totals, links });
}

export const productLinks = (product: ProductResource, baseUrl: string): Link[] => [
  { href: `${baseUrl}/v1/catalogs/products/${product.id}`, rel: 'self', method: 'GET' },
];

export function requirePlan(state: PayPalState, id: string | undefined): PlanResource {
  const plan = state.plans.get(id ?? '');
  if (!plan) throw resourceNotFound('plan_id', id);
  return plan;
}

/** Billing plans and catalog products, read (seeded from the catalogue definition). */
export function registerPlanRoutes(router: Router): void {
  router.get('/v1/billing/plans', 'app', listPlans);
  router.get('/v1/billing/plans/:id', 'app', ({ params, baseUrl, state }) => {
    const plan = requirePlan(state, params.id);
    return json({ ...plan, links: planLinks(plan, baseUrl) });
  });
  router.get('/v1/catalogs/products', 'app', ({ baseUrl, state }) =>
    json({
      products: [...state.products.values()].map((product) => ({
        ...product,
        links: productLinks(product, baseUrl),
      })),
      links: [],
    }),
  );
  router.get('/v1/catalogs/products/:id', 'app', ({ params, baseUrl, state }) => {
    const product = state.products.get(params.id ?? '');
    if (!product) throw resourceNotFound('product_id', params.id);
    return json({ ...product, links: productLinks(product, baseUrl) });
  });
}
