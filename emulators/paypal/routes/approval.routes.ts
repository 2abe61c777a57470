import { PayPalError } from '../http/paypal-error.js';
import { html, type RequestContext, type Router } from '../http/router.js';
import { DEFAULT_BUYER } from '../subscriptions/subscription.factory.js';
import {
  approveSubscription,
  findSubscription,
} from '../subscriptions/subscription-lifecycle.service.js';
import type { StoredSubscription } from '../state/paypal-state.js';
import { approvalPage, outcomePage, problemPage, type ApprovalOutcome } from './approval-page.js';

type Problem = { problem: string; status: number };

function pending(context: RequestContext, token: string | null): StoredSubscription | Problem {
  try {
    const stored = findSubscription(context.state, token ?? '');
    if (stored.resource.status === 'APPROVAL_PENDING') return stored;
    const { id, status } = stored.resource;
    return {
      problem: `Subscription ${id} is not awaiting approval (status ${status}).`,
      status: 409,
    };
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    return { problem: `Unknown subscription token: ${token ?? '(none)'}.`, status: 404 };
  }
}

function withParams(url: string, id: string): string {
  const target = new URL(url);
  target.searchParams.set('subscription_id', id);
  target.searchParams.set('ba_token', `BA-${id.slice(2)}`);
  target.searchParams.set('token', id);
  return target.toString();
}

function decide(context: RequestContext, outcome: ApprovalOutcome) {
  const form = new URLSearchParams(context.rawBody);
  const found = pending(context, form.get('token'));
  if ('problem' in found) return html(problemPage(found.problem), found.status);
  const id = found.resource.id;
  if (outcome === 'approved') approveSubscription(context.state, id);
  const redirect = outcome === 'approved' ? found.returnUrl : found.cancelUrl;
  if (form.get('popup') !== '1' && redirect)
    return { kind: 'redirect' as const, location: withParams(redirect, id) };
  return html(outcomePage(outcome, id));
}

/**
 * The buyer's approval window: `GET /checkoutnow?token=I-…` with Approve and Cancel. In a popup
 * the result page posts `{ source: 'paypal-emulator', type, subscriptionID }` to its opener and
 * closes; as a full page it redirects to the application_context return/cancel URL.
 */
export function registerApprovalRoutes(router: Router): void {
  router.get('/checkoutnow', 'none', (context) => {
    const found = pending(context, context.query.get('token'));
    if ('problem' in found) return html(problemPage(found.problem), found.status);
    const email = found.resource.subscriber?.email_address ?? DEFAULT_BUYER.email_address;
    const merchant = found.brandName ?? 'Fastwell';
    return html(approvalPage(found.resource, found.plan, email, merchant));
  });
  router.post('/checkoutnow/approve', 'none', (context) => decide(context, 'approved'));
  router.post('/checkoutnow/cancel', 'none', (context) => decide(context, 'cancelled'));
}
