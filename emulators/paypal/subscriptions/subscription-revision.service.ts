import { invalidRequest, unprocessable } from '../http/paypal-error.js';
import type { Link } from '../paypal-types.js';
import { newBillingAgreementToken } from '../state/ids.js';
import type { PayPalState, PendingRevision, StoredSubscription } from '../state/paypal-state.js';
import { effectivePlan } from './plan-override.js';
import { cycleExecutions, renderSubscription } from './subscription.factory.js';
import { findSubscription } from './subscription-lifecycle.service.js';
import type { ReviseSubscriptionInput } from './subscription.schemas.js';

/** The approve link of a revision (PayPal's `…/webapps/billing/subscriptions/update?ba_token=`). */
export const revisionApproveUrl = (baseUrl: string, token: string): string =>
  `${baseUrl}/webapps/billing/subscriptions/update?ba_token=${encodeURIComponent(token)}`;

/** PayPal's `subscription_revise_response`. */
export interface ReviseResponse {
  plan_id: string;
  quantity?: string;
  plan_overridden: boolean;
  links: Link[];
}

const currencyOf = (plan: PendingRevision['plan']) =>
  plan.billing_cycles[0]?.pricing_scheme.fixed_price.currency_code;

/** The new plan, checked as PayPal checks a plan switch (same product; the emulator: same currency). */
function newPlanFor(state: PayPalState, stored: StoredSubscription, planId: string) {
  const plan = state.plans.get(planId);
  if (!plan)
    throw unprocessable(
      'INVALID_RESOURCE_ID',
      `Requested resource ID was not found: plan ${planId}.`,
      '/plan_id',
    );
  if (plan.product_id !== stored.plan.product_id)
    throw unprocessable(
      'PLAN_PRODUCT_NOT_COMPATIBLE',
      'The old and the new plans should be for the same product.',
      '/plan_id',
    );
  if (currencyOf(plan) !== currencyOf(stored.plan))
    throw unprocessable(
      'CURRENCY_MISMATCH',
      "The currency code is different from the plan's currency code.",
      '/plan_id',
    );
  return plan;
}

/**
 * `POST /v1/billing/subscriptions/{id}/revise` (PayPal "Revise plan or quantity of subscription",
 * "Upgrade or downgrade a subscription"): "This type of update requires the buyer's consent" and
 * "Subscriptions using PayPal require the user to login and re-consent to the change using the
 * approve HATEOAS URL returned in the response. If re-consent is not done … the subscription
 * continues to be billed on the existing plan." So nothing changes yet: the revision waits for
 * the buyer (a later revise replaces it) and the answer carries the `approve` link.
 */
export function reviseSubscription(
  state: PayPalState,
  id: string,
  input: ReviseSubscriptionInput,
): ReviseResponse {
  const stored = findSubscription(state, id);
  const { resource } = stored;
  if (resource.status !== 'ACTIVE' && resource.status !== 'SUSPENDED')
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for revise action; subscription status should be active or suspended.',
    );
  if (!input.plan_id && !input.quantity && !input.plan)
    throw invalidRequest([
      {
        field: '/plan_id',
        location: 'body',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field is missing.',
      },
    ]);
  const planId = input.plan_id ?? resource.plan_id;
  const plan = effectivePlan(newPlanFor(state, stored, planId), input.plan);
  const token = newBillingAgreementToken();
  stored.pendingRevision = {
    planId,
    plan,
    ...(input.plan ? { planOverride: structuredClone(input.plan) } : {}),
    ...(input.quantity ? { quantity: input.quantity } : {}),
    returnUrl: input.application_context?.return_url,
    cancelUrl: input.application_context?.cancel_url,
    token,
  };
  const { links } = renderSubscription(stored, state.baseUrl);
  return {
    plan_id: planId,
    ...(input.quantity ? { quantity: input.quantity } : {}),
    plan_overridden: input.plan !== undefined,
    links: [
      { href: revisionApproveUrl(state.baseUrl, token), rel: 'approve', method: 'GET' },
      ...(links ?? []),
    ],
  };
}

/** The subscription whose pending revision has this `ba_token`, if any. */
export function findByRevisionToken(
  state: PayPalState,
  token: string,
): StoredSubscription | undefined {
  for (const stored of state.subscriptions.values())
    if (stored.pendingRevision?.token === token) return stored;
  return undefined;
}

/**
 * The buyer consented: the subscription bills by the new plan from now on. As PayPal documents
 * it, "The new price is effective starting on the next billing cycle. Proration and one-time fees
 * aren't automatically supported": nothing is charged or refunded now and next_billing_time stays;
 * the cycle already paid runs out. The old plan's remaining cycles (a trial's included) are
 * dropped and the new plan's billing cycles start at its first at the next billing time
 * (`cycle_executions` start over). Emits BILLING.SUBSCRIPTION.UPDATED.
 */
export function approveRevision(state: PayPalState, id: string): StoredSubscription {
  const stored = findSubscription(state, id);
  const revision = stored.pendingRevision;
  if (!revision)
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'The subscription has no revision awaiting the buyer’s approval (emulator).',
    );
  const { resource } = stored;
  resource.plan_id = revision.planId;
  if (revision.quantity) resource.quantity = revision.quantity;
  resource.plan_overridden = revision.planOverride !== undefined;
  resource.update_time = state.clock.iso();
  stored.plan = revision.plan;
  if (revision.planOverride) stored.planOverride = revision.planOverride;
  else delete stored.planOverride;
  delete stored.priceHistory;
  if (resource.billing_info)
    resource.billing_info.cycle_executions = cycleExecutions(revision.plan, 0);
  delete stored.pendingRevision;
  const rendered = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.UPDATED', resource: rendered });
  return stored;
}
