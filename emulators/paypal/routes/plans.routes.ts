import { invalidRequest, resourceNotFound } from '../http/paypal-error.js';
import { json, type RequestContext, type Router } from '../http/router.js';
import type { Link, PlanResource } from '../paypal-types.js';
import { PAYPAL_PLANS, PAYPAL_PRODUCT, findPlan } from '../plans.js';

function planLinks(plan: PlanResource, baseUrl: string): Link[] {
  const self = `${baseUrl}/v1/billing/plans/${plan.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    { href: self, rel: 'edit', method: 'PATCH' },
    { href: `${self}/deactivate`, rel: 'self', method: 'POST' },
  ];
}

/** The list's default (minimal) item; `Prefer: return=representation` gives whole plans. */
function summary(plan: PlanResource, baseUrl: string): PlanResource | Record<string, unknown> {
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
  const matching = PAYPAL_PLANS.filter(
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

/** Billing plans and the one catalogue product, read-only (seeded from the Stripe catalogue). */
export function registerPlanRoutes(router: Router): void {
  router.get('/v1/billing/plans', 'app', listPlans);
  router.get('/v1/billing/plans/:id', 'app', ({ params, baseUrl }) => {
    const plan = findPlan(params.id ?? '');
    if (!plan) throw resourceNotFound('plan_id', params.id);
    return json({ ...plan, links: planLinks(plan, baseUrl) });
  });
  const productLinks = (baseUrl: string): Link[] => [
    { href: `${baseUrl}/v1/catalogs/products/${PAYPAL_PRODUCT.id}`, rel: 'self', method: 'GET' },
  ];
  router.get('/v1/catalogs/products', 'app', ({ baseUrl }) =>
    json({ products: [{ ...PAYPAL_PRODUCT, links: productLinks(baseUrl) }], links: [] }),
  );
  router.get('/v1/catalogs/products/:id', 'app', ({ params, baseUrl }) => {
    if (params.id !== PAYPAL_PRODUCT.id) throw resourceNotFound('product_id', params.id);
    return json({ ...PAYPAL_PRODUCT, links: productLinks(baseUrl) });
  });
}
