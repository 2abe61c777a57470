import { html, type ApiResponse, type RequestContext, type Router } from '../http/router.js';
import { approveOrder, awaitsApproval } from '../orders/order-lifecycle.service.js';
import { renderOrder } from '../orders/order.factory.js';
import type { StoredOrder, StoredSubscription } from '../state/paypal-state.js';
import { DEFAULT_BUYER } from '../subscriptions/subscription.factory.js';
import { approveSubscription } from '../subscriptions/subscription-lifecycle.service.js';
import {
  approveRevision,
  findByRevisionToken,
} from '../subscriptions/subscription-revision.service.js';
import {
  approvalPage,
  outcomePage,
  problemPage,
  type ApprovalOutcome,
  type DecisionSubject,
} from './approval-page.js';
import { orderApprovalPage } from './order-approval-page.js';
import { revisionApprovalPage } from './revision-approval-page.js';

/** What a token names that awaits the buyer's decision, or why there is none. */
type Pending =
  | { kind: 'subscription' | 'revision'; stored: StoredSubscription }
  | { kind: 'order'; stored: StoredOrder }
  | { kind: 'problem'; problem: string; status: number };

/**
 * `I-…` is a subscription (APPROVAL_PENDING: its approval; with a pending revision: consent to
 * that), `BA-…` the revision's own token, anything else an order (CREATED or PAYER_ACTION_REQUIRED).
 */
function pending(context: RequestContext, token: string | null): Pending {
  const { state } = context;
  const subscription =
    state.subscriptions.get(token ?? '') ?? findByRevisionToken(state, token ?? '');
  if (subscription) {
    const { id, status } = subscription.resource;
    if (status === 'APPROVAL_PENDING') return { kind: 'subscription', stored: subscription };
    if (subscription.pendingRevision) return { kind: 'revision', stored: subscription };
    const problem = `Subscription ${id} is not awaiting approval (status ${status}).`;
    return { kind: 'problem', problem, status: 409 };
  }
  const order = state.orders.get(token ?? '');
  if (order && awaitsApproval(order)) return { kind: 'order', stored: order };
  if (order) {
    const problem = `Order ${order.resource.id} is not awaiting approval (status ${order.resource.status}).`;
    return { kind: 'problem', problem, status: 409 };
  }
  return { kind: 'problem', problem: `Unknown token: ${token ?? '(none)'}.`, status: 404 };
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** Where a full-page decision goes, with the parameters PayPal appends. */
function redirectFor(found: Exclude<Pending, { kind: 'problem' }>, outcome: ApprovalOutcome) {
  if (found.kind === 'order') {
    const { id, payer } = found.stored.resource;
    const url = outcome === 'approved' ? found.stored.returnUrl : found.stored.cancelUrl;
    const params: Record<string, string> = { token: id };
    if (outcome === 'approved' && payer) params.PayerID = payer.payer_id;
    return url && withParams(url, params);
  }
  const { resource, pendingRevision } = found.stored;
  const revision = found.kind === 'revision' ? pendingRevision : undefined;
  const urls = revision ?? found.stored;
  const url = outcome === 'approved' ? urls.returnUrl : urls.cancelUrl;
  const baToken = revision?.token ?? `BA-${resource.id.slice(2)}`;
  return (
    url && withParams(url, { subscription_id: resource.id, ba_token: baToken, token: resource.id })
  );
}

function decide(context: RequestContext, outcome: ApprovalOutcome): ApiResponse {
  const form = new URLSearchParams(context.rawBody);
  const found = pending(context, form.get('token'));
  if (found.kind === 'problem') return html(problemPage(found.problem), found.status);
  const id = found.stored.resource.id;
  // A revision's return URL and token are gone once it applies; an order's PayerID comes with it.
  const before = redirectFor(found, outcome);
  if (outcome === 'approved') {
    if (found.kind === 'order') approveOrder(context.state, id);
    if (found.kind === 'revision') approveRevision(context.state, id);
    if (found.kind === 'subscription') approveSubscription(context.state, id);
  }
  const redirect = found.kind === 'order' ? redirectFor(found, outcome) : before;
  if (form.get('popup') !== '1' && redirect) return { kind: 'redirect', location: redirect };
  const subject: DecisionSubject =
    found.kind === 'order' ? { orderID: id } : { subscriptionID: id };
  return html(outcomePage(outcome, subject));
}

function page(context: RequestContext, token: string | null): ApiResponse {
  const found = pending(context, token);
  if (found.kind === 'problem') return html(problemPage(found.problem), found.status);
  const merchant = found.stored.brandName ?? 'Fastwell';
  if (found.kind === 'order') {
    const order = renderOrder(found.stored, context.state.captures, context.baseUrl);
    return html(orderApprovalPage(order, DEFAULT_BUYER.email_address, merchant));
  }
  const { resource, plan, pendingRevision } = found.stored;
  const email = resource.subscriber?.email_address ?? DEFAULT_BUYER.email_address;
  if (found.kind === 'revision' && pendingRevision)
    return html(revisionApprovalPage(found.stored, pendingRevision.plan, email, merchant));
  return html(approvalPage(resource, plan, email, merchant));
}

/**
 * The buyer's PayPal window: `GET /checkoutnow?token=…` (a subscription, its revision, or an
 * order) and `GET /webapps/billing/subscriptions/update?ba_token=BA-…` (a revision's approve link),
 * with Approve and Cancel. In a popup the result page posts `{ source: 'paypal-emulator', type,
 * subscriptionID | orderID }` to its opener and closes; as a full page it redirects to the return
 * or cancel URL with PayPal's parameters.
 */
export function registerApprovalRoutes(router: Router): void {
  router.get('/checkoutnow', 'none', (context) => page(context, context.query.get('token')));
  router.get('/webapps/billing/subscriptions/update', 'none', (context) =>
    page(context, context.query.get('ba_token')),
  );
  router.post('/checkoutnow/approve', 'none', (context) => decide(context, 'approved'));
  router.post('/checkoutnow/cancel', 'none', (context) => decide(context, 'cancelled'));
}
