import { z } from 'zod';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import { FAILED_PAYMENT_REASONS } from '../paypal-types.js';
import type { RetryPolicy } from '../state/paypal-state.js';
import { findSubscription } from '../subscriptions/subscription-lifecycle.service.js';

const fundingSchema = z.object({
  declines: z.boolean(),
  reason_code: z.enum(FAILED_PAYMENT_REASONS).optional(),
});

const retryPolicySchema = z.object({
  interval_days: z.number().positive().max(365).optional(),
  max_retries: z.number().int().min(0).max(10).optional(),
});

const policyJson = (policy: RetryPolicy) => ({
  interval_days: policy.intervalDays,
  max_retries: policy.maxRetries,
});

/**
 * Admin (no auth): the buyer's funding source of one subscription, which declines every payment
 * PayPal tries from then on (renewals, retries, captures) until set back, and how PayPal retries.
 */
export function registerPaymentFailureRoutes(router: Router): void {
  router.post('/_emulator/subscriptions/:id/funding', 'none', (context) => {
    const { declines, reason_code } = parseJsonBody(context, fundingSchema);
    const stored = findSubscription(context.state, context.params.id ?? '');
    const reasonCode = reason_code ?? 'PAYMENT_DENIED';
    stored.funding = { declines, reasonCode };
    return json({ subscription_id: stored.resource.id, declines, reason_code: reasonCode });
  });

  router.get('/_emulator/payment-retries', 'none', ({ state }) =>
    json(policyJson(state.retryPolicy)),
  );

  router.post('/_emulator/payment-retries', 'none', (context) => {
    const { interval_days, max_retries } = parseJsonBody(context, retryPolicySchema);
    const policy = context.state.retryPolicy;
    if (interval_days !== undefined) policy.intervalDays = interval_days;
    if (max_retries !== undefined) policy.maxRetries = max_retries;
    return json(policyJson(policy));
  });
}
