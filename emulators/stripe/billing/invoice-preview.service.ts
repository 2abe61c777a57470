import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import { buildInvoice } from '../objects/invoice.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { idOf } from './subscription-events.js';
import { type ItemChange, type ProrationBehavior, planUpdate } from './subscription-plan.js';

export interface PreviewInput {
  customer?: string | undefined;
  subscription?: string | undefined;
  subscription_details?:
    | {
        items?: ItemChange[] | undefined;
        proration_behavior?: ProrationBehavior | undefined;
        proration_date?: number | undefined;
        trial_end?: 'now' | number | undefined;
      }
    | undefined;
}

/**
 * `POST /v1/invoices/create_preview` for a change of an existing subscription (Stripe docs
 * "Create a preview invoice"): the invoice the same update would issue, computed by the same
 * code as the update and stored nowhere; its id is prefixed `upcoming_in`. With
 * `always_invoice` (or a change that starts a new period) that is the invoice billed at once.
 */
export function previewSubscriptionChange(
  state: EmulatorState,
  input: PreviewInput,
): Stripe.Invoice {
  if (!input.subscription)
    throw invalidRequest(
      'The emulator previews changes of an existing subscription only.',
      'subscription',
    );
  const subscription = state.subscriptions.require(input.subscription, 'subscription');
  const customerId = input.customer ?? idOf(subscription.customer) ?? '';
  if (idOf(subscription.customer) !== customerId)
    throw invalidRequest(
      `The subscription ${subscription.id} does not belong to the customer ${customerId}.`,
      'subscription',
    );
  const customer = state.customers.require(customerId, 'customer');
  const details = input.subscription_details ?? {};
  const plan = planUpdate(state, subscription, {
    items: details.items,
    trialEnd: details.trial_end,
    behavior: details.proration_behavior ?? 'create_prorations',
    prorationDate: details.proration_date,
  });
  const invoice = buildInvoice({
    customer,
    currency: subscription.currency,
    subscription,
    billingReason: 'subscription_update',
    lines: plan?.lines ?? [],
    discounts: subscription.discounts.flatMap((discount) => idOf(discount) ?? []),
    now: state.clock.now(),
  });
  invoice.id = invoice.id.replace(/^in_/, 'upcoming_in_');
  invoice.status = 'draft';
  invoice.auto_advance = false;
  if (invoice.total < 0) {
    invoice.ending_balance = invoice.total;
    invoice.amount_due = 0;
    invoice.amount_remaining = 0;
  }
  return invoice;
}
