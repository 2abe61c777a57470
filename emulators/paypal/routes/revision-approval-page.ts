import type { PlanResource } from '../paypal-types.js';
import type { StoredSubscription } from '../state/paypal-state.js';
import { decisionForm, describeCycles, escape, layout } from './approval-page.js';

/**
 * The buyer's consent to a revision: the plan now, the new plan and when it starts billing (the
 * next billing time: no proration, nothing charged now).
 */
export function revisionApprovalPage(
  stored: StoredSubscription,
  newPlan: PlanResource,
  buyerEmail: string,
  merchant: string,
): string {
  const { resource, plan, pausedNextBillingTime } = stored;
  const next = resource.billing_info?.next_billing_time ?? pausedNextBillingTime ?? '—';
  return layout(
    'PayPal test approval',
    `<p>Local PayPal emulator: no real payment is made.</p>
<dl>
<dt>Merchant</dt><dd>${escape(merchant)}</dd>
<dt>Current plan</dt><dd>${escape(plan.name)} (${escape(describeCycles(plan))})</dd>
<dt>New plan</dt><dd>${escape(newPlan.name)} (${escape(newPlan.id)})</dd>
<dt>New billing</dt><dd>${escape(describeCycles(newPlan))}</dd>
<dt>Takes effect</dt><dd>${escape(`From the next billing date, ${next}; nothing is charged now.`)}</dd>
<dt>PayPal account</dt><dd>${escape(buyerEmail)}</dd>
</dl>
${decisionForm(resource.id, 'Agree and continue')}`,
  );
}
